import { useBasename } from 'react-admin';

/** The full href of an admin path ('/members/1/edit' → '/admin/members/1/edit'), for links opened in a new tab. */
export function useAdminHref(): (path: string) => string {
  const basename = useBasename();
  return (path) => `${basename}${path}`;
}
