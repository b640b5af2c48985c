import type { ReactNode } from 'react';
import { Alert } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

export interface ListReadErrorProps {
  /** What the list shows when its read failed and it has no rows to show ('Oops something bad happened!'). */
  error: ReactNode;
  /** The list's rows (its DataTable), shown under a notice when rows read earlier are still at hand. */
  children: ReactNode;
}

/**
 * A list's error state: its error text, or, when rows read earlier are still cached, those rows under a
 * notice saying they could not be refreshed, so the admin neither loses them nor takes them for fresh.
 */
export const ListReadError = ({ error, children }: ListReadErrorProps) => {
  const { data } = useListContext();
  const translate = useTranslate();
  if (!data?.length) return <>{error}</>;
  return (
    <>
      <Alert severity="warning" role="status" sx={{ m: 1 }}>
        {translate('app.kit.cached_rows')}
      </Alert>
      {children}
    </>
  );
};
