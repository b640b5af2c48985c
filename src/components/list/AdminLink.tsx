import type { MouseEvent, ReactNode } from 'react';
import { Link } from '@mui/material';
import { LinkBase } from 'react-admin';
import { useAdminHref } from './useAdminHref';

export interface AdminLinkProps {
  /** An admin path without the basename, e.g. `/groups/{id}/pending`. */
  path: string;
  children: ReactNode;
}

/** A link to an admin page in the same tab (NewTabLink opens one in a new tab). */
export const AdminLink = ({ path, children }: AdminLinkProps) => {
  const href = useAdminHref();
  return (
    <Link
      component={LinkBase}
      to={href(path)}
      underline="hover"
      onClick={(event: MouseEvent) => event.stopPropagation()}
    >
      {children}
    </Link>
  );
};
