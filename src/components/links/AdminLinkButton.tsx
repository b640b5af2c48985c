import type { ReactElement } from 'react';
import { Button, LinkBase, type ButtonProps } from 'react-admin';
import { useAdminHref } from '../list/useAdminHref';

export interface AdminLinkButtonProps extends Pick<ButtonProps, 'variant' | 'sx'> {
  /** An admin path without the basename, e.g. '/members/import'. */
  to: string;
  /** i18n key of the button's name. */
  label: string;
  /**
   * Required: on a phone react-admin's Button shows only its icon, named by the label (tooltip and accessible
   * name); a button without one would be an empty box there.
   */
  icon: ReactElement;
}

/**
 * A toolbar button to another admin page: react-admin's Button as a link, its icon given the way react-admin
 * takes it (as its child; a `startIcon` it would pass on to the DOM and drop on a phone).
 */
export const AdminLinkButton = ({ to, label, icon, ...props }: AdminLinkButtonProps) => {
  const href = useAdminHref();
  return (
    <Button component={LinkBase} to={href(to)} label={label} {...props}>
      {icon}
    </Button>
  );
};
