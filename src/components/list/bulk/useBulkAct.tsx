import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useListContext, useNotify, type Identifier } from 'react-admin';
import type { AppDataProvider, Json } from '../../../api/types';
import { useBulkRun } from './useBulkRun';

export interface BulkActParams {
  /** The registry action run once per selected record (approve, reject, cancel, changePackage). */
  action: string;
  /** i18n key of the success message ('%{smart_count} requests approved'). */
  success: string;
  /** Lists that change besides the list's own (an approved request joins the members). */
  invalidates?: string[];
  nameSource: string;
}

/**
 * Runs a registry action over the selected rows through the provider's actMany (four at a time; progress and
 * Cancel above ten rows; a partial failure listed by row), then says how many, clears the selection and reads
 * the changed lists again. `run(data)` passes the values every call gets (the package chosen).
 */
export function useBulkAct({ action, success, invalidates = [], nameSource }: BulkActParams) {
  const { resource, selectedIds, onUnselectItems } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { meta, onError } = useBulkRun(nameSource);
  const { mutate, isPending } = useMutation({
    mutationFn: ({ ids, data }: { ids: Identifier[]; data?: Json }) =>
      dataProvider.actMany(resource, action, { ids, data, meta }),
    onSuccess: ({ data }) => {
      notify(success, { type: 'success', messageArgs: { smart_count: data.length } });
    },
    onError,
    onSettled: async () => {
      onUnselectItems();
      await Promise.all(
        [resource, ...invalidates].map((name) => queryClient.invalidateQueries({ queryKey: [name] })),
      );
    },
  });
  return {
    count: selectedIds.length,
    isPending,
    run: (data?: Json) => mutate({ ids: selectedIds, data }),
  };
}
