/** Issue 27: 'Loading 0 members…' with a progress bar stood above 25 rows already drawn. */
import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { ListBase } from 'react-admin';
import type { CollectionState } from '../../../src/api/types';
import { CollectionLoadingProgress } from '../../../src/components/list/CollectionLoadingProgress';
import { fakeDataProvider } from '../../helpers/fakeDataProvider';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';

function renderProgress(state: CollectionState) {
  const dataProvider = fakeDataProvider({ members: [] });
  dataProvider.collectionState.mockResolvedValue(state);
  renderWithAdmin(
    <ListBase resource="members">
      <CollectionLoadingProgress />
    </ListBase>,
    { dataProvider },
  );
  return dataProvider;
}

/** Lets the progress look at the collection's state (it polls every 250 ms). */
const looked = async (dataProvider: ReturnType<typeof fakeDataProvider>) => {
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));
  expect(dataProvider.collectionState).toHaveBeenCalled();
};

describe('CollectionLoadingProgress', { timeout: 20_000 }, () => {
  it('says how far the read has come once its first page is in', async () => {
    renderProgress({ loaded: 2500, total: 10000, complete: false });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading 2,500 of 10,000 members…');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
  });

  it('says nothing before the first page: there is nothing to count yet', async () => {
    await looked(renderProgress({ loaded: 0, complete: false }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says nothing once the collection is complete', async () => {
    await looked(renderProgress({ loaded: 10000, total: 10000, complete: true }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
