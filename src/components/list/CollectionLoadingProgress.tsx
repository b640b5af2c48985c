import { useEffect, useRef, useState } from 'react';
import { Box, LinearProgress, Typography } from '@mui/material';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import type { AppDataProvider, CollectionState } from '../../api/types';
import { useResourceNameInText } from './useResourceNameInText';

const sameState = (a?: CollectionState, b?: CollectionState) =>
  a?.loaded === b?.loaded && a?.total === b?.total && a?.complete === b?.complete;

/** How often the read's progress is looked at while it runs. */
const POLL_MS = 250;

/**
 * While the collection behind the list is being read: 'Loading 30,000 of 100,000 members…' with a progress bar.
 * A list in the backend's order shows its first pages meanwhile (without a total); a sort, search or filter that
 * needs the whole collection waits for it, and this says why. Once the collection is complete the list is read
 * again, so that it shows its total. Renders nothing otherwise (before the first page too); place it inside a
 * <List>.
 */
export const CollectionLoadingProgress = () => {
  const { resource, filter, filterValues, refetch } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const name = useResourceNameInText(resource);
  const [state, setState] = useState<CollectionState>();
  const sawIncomplete = useRef(false);
  const collectionFilter = JSON.stringify({ ...filterValues, ...filter });
  // The latest refetch, without restarting the polling when the list context hands out a new one.
  const refetchList = useRef(refetch);
  refetchList.current = refetch;

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = async () => {
      const now = await dataProvider
        .collectionState(resource, JSON.parse(collectionFilter) as Record<string, unknown>)
        .catch(() => undefined);
      if (stopped) return;
      setState((shown) => (sameState(shown, now) ? shown : now));
      if (now && !now.complete) sawIncomplete.current = true;
      if (now?.complete && sawIncomplete.current) {
        sawIncomplete.current = false;
        void refetchList.current();
      }
      // Until the collection is complete (undefined: its read has not started yet, or failed).
      if (!now?.complete) timer = setTimeout(look, POLL_MS);
    };
    void look();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [dataProvider, resource, collectionFilter]);

  // Before the read's first page there is nothing to count: 'Loading 0 members…' would stand above rows a list
  // shows while it reads them again, or beside react-admin's own placeholder rows.
  if (!state || state.complete || state.loaded === 0) return null;
  const text =
    state.total === undefined
      ? translate('app.collections.loading_unknown', { loaded: state.loaded, name })
      : translate('app.collections.loading', {
          loaded: state.loaded,
          total: state.total,
          name,
        });
  return (
    <Box sx={{ px: 2, py: 1 }} role="status">
      <Typography variant="body2" color="text.secondary">
        {text}
      </Typography>
      <LinearProgress
        aria-label={text}
        variant={state.total ? 'determinate' : 'indeterminate'}
        value={state.total ? (100 * state.loaded) / state.total : undefined}
      />
    </Box>
  );
};
