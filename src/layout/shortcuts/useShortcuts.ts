import { useCallback } from 'react';
import { useGetIdentity, useStore } from 'react-admin';

/**
 * The pages the signed-in user starred (navigation ids), kept per user in react-admin's persisted store
 * under `shortcuts.<user id>`. The spec saves them to the user's data, but the backend has no such field
 * nor call (api-contract A6), so they live in this browser and survive reloads and logouts.
 */
export function useShortcuts() {
  const { identity } = useGetIdentity();
  const userId = identity?.id;
  const [ids, setIds] = useStore<string[]>(`shortcuts.${userId ?? 'nobody'}`, []);

  const toggle = useCallback(
    (id: string) => {
      if (userId === undefined) return;
      setIds((current: string[]) =>
        current.includes(id) ? current.filter((x) => x !== id) : [...current, id],
      );
    },
    [setIds, userId],
  );

  return { ids: userId === undefined ? [] : ids, ready: userId !== undefined, toggle };
}
