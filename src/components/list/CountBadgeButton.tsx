import { Badge, Button } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { useCountText } from '../../i18n/useCountText';
import { useAdminHref } from './useAdminHref';

export interface CountBadgeButtonProps {
  /** i18n key of the button text. */
  label: string;
  /** Admin path the button goes to, e.g. '/incomplete/members'. */
  to: string;
  count: number | undefined;
}

/**
 * A button to a sibling list carrying that list's size in a red badge. The router has no basename (the
 * admin's lives in react-admin), so the path gets it here. A MUI button rather than react-admin's, which
 * drops its text on phones and, having no icon, would leave a bare badge there.
 */
export const CountBadgeButton = ({ label, to, count }: CountBadgeButtonProps) => {
  const href = useAdminHref();
  const translate = useTranslate();
  const countText = useCountText();
  return (
    <Badge
      badgeContent={countText(count ?? 0)}
      color="error"
      // No count while it is unknown (loading, or its read failed): a 0 there would be wrong.
      invisible={count === undefined}
      sx={{ mr: 2 }}
    >
      <Button component={LinkBase} to={href(to)} variant="outlined" size="small">
        {translate(label)}
      </Button>
    </Badge>
  );
};
