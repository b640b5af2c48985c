import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { Edit, type RaRecord } from 'react-admin';
import { isConflict } from '../../api/recordVersions';
import { useLoadErrorNotice } from '../detail/useLoadErrorNotice';
import { ListMessage } from '../list/ListMessage';
import { ConflictContext, seenVersionOf, type ConflictForm } from './conflict/ConflictContext';
import type { Conflict } from './conflict/conflictFields';
import { LiveRecordNotices } from './live/LiveRecordNotices';
import { type SaveMessages, useSaveMessages } from './useSaveMessages';

type RedirectTo = NonNullable<Parameters<typeof useSaveMessages>[2]>['redirectTo'];

export interface ResourceEditProps<R extends RaRecord> {
  /** The resource whose record is edited (the one its route declares). */
  resource: string;
  /** The page title's i18n key. */
  title: string;
  /** The waiting, success and error messages of a save (the resource's `…_SAVE_MESSAGES.edit`). */
  messages: SaveMessages;
  /** Turns the loaded record into the form's values (a stable function); the cache keeps the API's. */
  select?: (record: R) => RaRecord;
  /** Where a save goes next (default the resource's list). */
  redirectTo?: RedirectTo;
  /** The form, and anything shown below it (RecordHistory). */
  children: ReactNode;
}

/**
 * react-admin's Edit as every edit screen of the app uses it: the record loaded by the URL's id, a load failure
 * announced with the server's text while the page stays with 'Oops' (useLoadErrorNotice), and saves with
 * waiting, success and error messages, then the list (useSaveMessages). A save refused because another
 * administrator changed the record (409, issue 29) opens the form's ConflictView (in SaveOnlyToolbar) with what
 * they changed; the form keeps what was typed. Above the form, who else has the record open and, at once, another
 * administrator's change of it (LiveRecordNotices), which can open the same view before the save.
 */
export const ResourceEdit = <R extends RaRecord = RaRecord>({
  resource,
  title,
  messages,
  select,
  redirectTo,
  children,
}: ResourceEditProps<R>) => {
  const loadOptions = useMemo(() => (select ? { select } : undefined), [select]);
  const queryOptions = useLoadErrorNotice(loadOptions);
  const saveMessages = useSaveMessages(resource, messages, { redirectTo });
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const shown = useRef<RaRecord | null>(null);
  const show = useCallback((next: Conflict) => {
    shown.current = next.current;
    setConflict(next);
  }, []);
  const mutationOptions = useMemo(
    () => ({
      ...saveMessages,
      // Saved: the next conflict compares with the record as this save left it.
      onSuccess: (saved: unknown) => {
        shown.current = null;
        return saveMessages.onSuccess(saved);
      },
      onError: (error: unknown, variables: { data?: Partial<RaRecord>; previousData?: RaRecord }) => {
        saveMessages.onError(error);
        if (!isConflict(error)) return;
        const { current } = error.body;
        show({
          original: seenVersionOf(shown, variables.previousData ?? { id: current.id }),
          current: select ? select(current as R) : current,
          mine: variables.data ?? {},
        });
      },
    }),
    [saveMessages, select, show],
  );
  const form = useRef<ConflictForm | null>(null);
  const conflictState = useMemo(
    () => ({ conflict, show, resolve: () => setConflict(null), form, shown }),
    [conflict, show],
  );
  return (
    <ConflictContext.Provider value={conflictState}>
      <Edit<R>
        resource={resource}
        title={title}
        queryOptions={queryOptions}
        mutationOptions={mutationOptions}
        error={<ListMessage message="app.common.oops_error" error />}
      >
        <LiveRecordNotices resource={resource} select={select} />
        {children}
      </Edit>
    </ConflictContext.Provider>
  );
};
