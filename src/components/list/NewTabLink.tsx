import type { ReactNode } from 'react';
import { Link } from '@mui/material';
import { useAdminHref } from './useAdminHref';

export interface NewTabLinkProps {
  /** An admin path without the basename, e.g. `/packages/{id}`. */
  path: string;
  children: ReactNode;
}

/** A link that opens an admin page in a new tab (names in lists open their edit form this way). */
export const NewTabLink = ({ path, children }: NewTabLinkProps) => {
  const href = useAdminHref();
  return (
    <Link
      href={href(path)}
      target="_blank"
      rel="noopener noreferrer"
      underline="hover"
      onClick={(event) => event.stopPropagation()}
    >
      {children}
    </Link>
  );
};
