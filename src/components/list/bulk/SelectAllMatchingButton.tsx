import { useState } from 'react';
import { useQuery, useQueryClient, type Query } from '@tanstack/react-query';
import { Button } from '@mui/material';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../api/types';
import { ConfirmDialog } from '../ConfirmDialog';
import { useResourceNameInText } from '../useResourceNameInText';

/** The getList of a select-all carries this in its meta: its query leaves the cache once the ids are taken. */
const SELECT_ALL = { selectAll: true };
const isSelectAllQuery = ({ queryKey }: Query) =>
  JSON.stringify(queryKey[2] ?? null).includes('"selectAll":true');

/**
 * 'Select all 10,000 members': once every row of the page is selected, selects every row the list's search and
 * filters match, on every page, after a confirmation naming how many (react-admin's onSelectAll, which reads their
 * ids with the list's sort and filter). The bulk actions then act on all of them.
 */
export const SelectAllMatchingButton = () => {
  const { resource, data, total, selectedIds, filter, filterValues, onSelectAll } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const translate = useTranslate();
  const name = useResourceNameInText(resource);
  const [asking, setAsking] = useState(false);
  const wholePageSelected =
    (data?.length ?? 0) > 0 && data!.every((record) => selectedIds.includes(record.id));
  // A list shown before its collection is complete has no total yet: the provider counts the matching rows.
  const matchingFilter = { ...filterValues, ...filter };
  const { data: counted } = useQuery({
    queryKey: [resource, 'bulkSelectAllCount', matchingFilter],
    queryFn: () => dataProvider.total(resource, matchingFilter),
    enabled: wholePageSelected && total === undefined,
  });
  const count = total ?? counted;
  if (!wholePageSelected || count === undefined || selectedIds.length >= count) return null;
  const texts = { count, name, smart_count: count };
  const selectAll = () => {
    setAsking(false);
    onSelectAll({
      // One more than counted: react-admin warns that it stopped at its limit when it reads exactly that many.
      limit: count + 1,
      queryOptions: {
        meta: SELECT_ALL,
        // The ids are in the selection; a second copy of the whole collection in the query cache would only make
        // every optimistic change of a bulk action walk it.
        onSuccess: () =>
          queryClient.removeQueries({ queryKey: [resource, 'getList'], predicate: isSelectAllQuery }),
      },
    });
  };
  return (
    <>
      {/* MUI's Button, not react-admin's: on a phone that one shows its icon alone, and this one has none. */}
      <Button size="small" onClick={() => setAsking(true)}>
        {translate('app.bulk.select_all', texts)}
      </Button>
      {asking && (
        <ConfirmDialog
          title="app.bulk.select_all_title"
          content="app.bulk.select_all_content"
          translateOptions={texts}
          onConfirm={selectAll}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
};
