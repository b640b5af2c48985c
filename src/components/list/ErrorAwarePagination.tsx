import { Pagination, useListContext, type PaginationProps } from 'react-admin';

/**
 * react-admin's Pagination, left out while the list's read has failed: '1-25 of 25' beside the error text
 * (or above rows that could not be refreshed) would count what the server did not answer.
 */
export const ErrorAwarePagination = (props: PaginationProps) => {
  const { error } = useListContext();
  return error ? null : <Pagination {...props} />;
};
