import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { contrastText } from './contrastText';

export interface PackageBadgeProps {
  name?: string | null;
  colour?: string | null;
}

/** A membership's package name on the package's colour; 'N/A' when there is no package. */
export const PackageBadge = ({ name, colour }: PackageBadgeProps) => {
  const translate = useTranslate();
  if (!name) return <Chip size="small" label={translate('app.common.not_available')} variant="outlined" />;
  const background = colour || undefined;
  return (
    <Chip
      size="small"
      label={name}
      sx={background ? { bgcolor: background, color: contrastText(background) } : undefined}
    />
  );
};
