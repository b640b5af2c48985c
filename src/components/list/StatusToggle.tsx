import { createElement, useState } from 'react';
import { Switch } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  useDataProvider,
  useNotify,
  useRecordContext,
  useResourceContext,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import type { AppDataProvider } from '../../api/types';
import { WaitingMessage } from '../forms/WaitingMessage';
import { useNotifyFailure } from './useFailureNotice';
import { useRowControlName } from './useRowControlName';

/**
 * A cached answer of the resource with record `id`'s `source` set to `value`: a record (getOne), an array of them
 * (getMany) or a page of them (getList, getManyReference); any other answer as it is.
 */
const withStatus =
  (id: Identifier, source: string, value: boolean) =>
  (answer: unknown): unknown => {
    const flip = (record: unknown) =>
      typeof record === 'object' && record !== null && (record as RaRecord).id === id
        ? { ...record, [source]: value }
        : record;
    if (Array.isArray(answer)) return answer.map(flip);
    if (typeof answer === 'object' && answer !== null && Array.isArray((answer as { data?: unknown }).data)) {
      return { ...answer, data: (answer as { data: unknown[] }).data.map(flip) };
    }
    return flip(answer);
  };

/** Status successes stay 3 s (spec 1 §9). */
export const STATUS_MESSAGE_MS = 3000;

export interface StatusToggleProps {
  /** i18n key of the success message, e.g. 'app.packages.status_updated'. */
  successMessage: string;
  /** The boolean record field the switch shows (default isActive). */
  source?: string;
  /** Overrides the resource of the surrounding list. */
  resource?: string;
  /** i18n key of the switch's accessible name (the column's header). */
  label: string;
  /** Optional i18n key of an info message shown while the change is in flight (events' 'is being updated'). */
  pendingMessage?: string;
  /**
   * Return silently from a failure (the partners' switch, spec 3 §8). Otherwise a failure says why, with the
   * server's text.
   */
  silentFailure?: boolean;
  /** The record field naming the row, added to the accessible name ('Active: Gold'). */
  nameSource?: string;
}

/**
 * A switch that flips a record's status in place through `dataProvider.toggleStatus`. It shows the new
 * value at once; on failure it says what the server said (unless `silentFailure`) and returns to the value the
 * server holds, read again.
 */
export const StatusToggle = ({
  successMessage,
  source = 'isActive',
  resource,
  label,
  pendingMessage,
  silentFailure = false,
  nameSource,
}: StatusToggleProps) => {
  const record = useRecordContext();
  const resourceName = useResourceContext({ resource });
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  // The value shown while a change is in flight, valid only as long as the record still holds `from`. It names its
  // record because a list row shows the next page's record in the same cell (PositionKeyedBody).
  const [pending, setPending] = useState<{ id: Identifier; from: boolean; to: boolean }>();
  const notifyFailure = useNotifyFailure(resourceName);
  const { mutateAsync, isPending, variables } = useMutation({
    mutationFn: ({ target, value }: { target: RaRecord; value: boolean }) =>
      dataProvider.toggleStatus(resourceName!, { id: String(target.id), value, previousData: target }),
    onSuccess: (_answer, { target, value }) => {
      notify(successMessage, { type: 'success', autoHideDuration: STATUS_MESSAGE_MS });
      // The rows shown take the new value where they are; they are not read again now (nor marked stale, which a
      // window focus would read again): read, the server's order (active first) or a sort's ties would move the
      // row from under the pointer, and a second click there would switch another record. Views not shown (other
      // pages, counts) are read again at their next visit. The switch takes its next change at once.
      queryClient.setQueriesData({ queryKey: [resourceName] }, withStatus(target.id, source, value));
      setPending((shown) => (shown?.id === target.id ? undefined : shown));
      void queryClient.invalidateQueries({ queryKey: [resourceName], type: 'inactive' });
    },
    onError: (error, { target }) => {
      setPending((shown) => (shown?.id === target.id ? undefined : shown));
      if (!silentFailure) void notifyFailure(error);
      // The server's truth may differ from the cached row (another admin, a record gone): read it again.
      return queryClient.invalidateQueries({ queryKey: [resourceName] });
    },
  });
  const accessibleName = useRowControlName(label, nameSource);
  if (!record || !resourceName) return null;

  const serverValue = Boolean(record[source]);
  const isOwnPending = pending?.id === record.id && pending.from === serverValue;
  const shown = isOwnPending ? pending.to : serverValue;
  // While its change is in flight the switch refuses another one but stays enabled: a disabled input loses the
  // keyboard focus (to <body>, where the next Space scrolls the page).
  const busy = isPending && variables?.target.id === record.id;
  return (
    <Switch
      checked={shown}
      color="success"
      slotProps={{ input: { 'aria-label': accessibleName, 'aria-disabled': busy || undefined } }}
      onClick={(event) => event.stopPropagation()}
      onChange={(_event, checked) => {
        if (busy) return;
        setPending({ id: record.id, from: serverValue, to: checked });
        const change = mutateAsync({ target: record, value: checked });
        // Handled in onError; the promise only tells the waiting message when to close.
        change.catch(() => undefined);
        if (pendingMessage) {
          notify(createElement(WaitingMessage, { message: pendingMessage, until: change }), { type: 'info' });
        }
      }}
    />
  );
};
