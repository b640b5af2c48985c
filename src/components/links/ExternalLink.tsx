import type { ReactNode } from 'react';
import { Link } from '@mui/material';
import { webUrl } from './webUrl';

export interface ExternalLinkProps {
  /** The address as the API gives it. */
  url: unknown;
  /** The link's text (default the address itself). */
  children?: ReactNode;
}

/** A link to an outside site in a new tab; an address that is not http(s) shows as plain text. */
export const ExternalLink = ({ url, children }: ExternalLinkProps) => {
  const href = webUrl(url);
  const text = children ?? (typeof url === 'string' ? url : '');
  if (!href) return <>{text}</>;
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      underline="hover"
      onClick={(event) => event.stopPropagation()}
      sx={{ wordBreak: 'break-all' }}
    >
      {text}
    </Link>
  );
};
