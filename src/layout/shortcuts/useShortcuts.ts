import { useCallback, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useGetIdentity, useGetOne, useNotify, useStore } from 'react-admin';
import type { ProfileRecord } from '../../resources/profile/api';
import type { AppDataProvider } from '../../api/types';

const READ_ONCE = { retry: false, staleTime: Infinity } as const;

/**
 * The pages the signed-in user put in the shortcut bar (navigation ids). The spec saves them to the user's
 * data: where the profile answers a `shortcuts` field (the reference server) they are kept there and follow
 * the admin to another browser; where it does not (the backend, api-contract A5/A6) they are kept per user in
 * react-admin's persisted store under `shortcuts.<user id>`, surviving reloads and logouts.
 */
export function useShortcuts() {
  const { identity } = useGetIdentity();
  const userId = identity?.id;
  const [localIds, setLocalIds] = useStore<string[]>(`shortcuts.${userId ?? 'nobody'}`, []);
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const profile = useGetOne<ProfileRecord>(
    'profile',
    { id: String(userId ?? '') },
    { enabled: userId !== undefined, ...READ_ONCE },
  );
  const serverIds = profile.data?.shortcuts;
  // What the bar shows while a change is on its way to the server.
  const [pendingIds, setPendingIds] = useState<string[]>();
  const save = useMutation({
    mutationFn: (ids: string[]) => dataProvider.act('profile', 'saveShortcuts', { data: { shortcuts: ids } }),
    onSuccess: () => profile.refetch(),
    onError: () => notify('app.shell.shortcuts.save_failed', { type: 'error' }),
    onSettled: () => setPendingIds(undefined),
  });

  const onServer = serverIds !== undefined;
  const ids = pendingIds ?? serverIds ?? localIds;
  // The profile read decides where shortcuts live; until it has answered (or failed) nothing is offered.
  const ready = userId !== undefined && !profile.isPending;

  const setIds = useCallback(
    (next: string[]) => {
      if (!ready) return;
      if (onServer) {
        setPendingIds(next);
        save.mutate(next);
      } else {
        setLocalIds(next);
      }
    },
    [ready, onServer, save, setLocalIds],
  );

  const toggle = useCallback(
    (id: string) => setIds(ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]),
    [ids, setIds],
  );

  return { ids: userId === undefined ? [] : ids, ready, toggle };
}
