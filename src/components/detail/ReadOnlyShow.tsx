import type { ReactNode } from 'react';
import { CardContent } from '@mui/material';
import { Show } from 'react-admin';
import { ListMessage } from '../list/ListMessage';
import { useLoadErrorNotice } from './useLoadErrorNotice';

export interface ReadOnlyShowProps {
  /** i18n key of the page title ('Vendor Information'). */
  title: string;
  children: ReactNode;
}

/**
 * A read-only record page (partner requests, vendors, hero applications): react-admin's Show without
 * actions, loaded by the URL's id; a failed load shows its error and 'Oops something bad happened!'.
 */
export const ReadOnlyShow = ({ title, children }: ReadOnlyShowProps) => {
  const queryOptions = useLoadErrorNotice();
  return (
    <Show
      title={title}
      actions={false}
      queryOptions={queryOptions}
      emptyWhileLoading
      error={<ListMessage message="app.common.oops_error" error />}
    >
      <CardContent>{children}</CardContent>
    </Show>
  );
};
