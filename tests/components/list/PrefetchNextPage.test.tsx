import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { List, ListBase, TextField, DataTable } from 'react-admin';
import { PrefetchNextPage } from '../../../src/components/list/PrefetchNextPage';
import { fakeDataProvider } from '../../helpers/fakeDataProvider';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';

const packages = Array.from({ length: 5 }, (_, i) => ({ id: `p${i}`, name: `Package ${i}`, kind: 'all' }));

const pagesAsked = (provider: ReturnType<typeof fakeDataProvider>) =>
  provider.getList.mock.calls.map(([, params]) => params.pagination?.page);

describe('PrefetchNextPage', () => {
  it("asks for the next page with the list's sort and filters while there is one", async () => {
    const provider = fakeDataProvider({ packages });
    renderWithAdmin(
      <List resource="packages" perPage={2} sort={{ field: 'name', order: 'DESC' }} filter={{ kind: 'all' }}>
        <PrefetchNextPage />
        <DataTable bulkActionButtons={false}>
          <DataTable.Col source="name" field={TextField} />
        </DataTable>
      </List>,
      { dataProvider: provider },
    );
    await screen.findByText('Package 4');
    await waitFor(() => expect(pagesAsked(provider)).toContain(2));
    const next = provider.getList.mock.calls.find(([, params]) => params.pagination?.page === 2)![1];
    expect(next).toMatchObject({
      pagination: { page: 2, perPage: 2 },
      sort: { field: 'name', order: 'DESC' },
      filter: { kind: 'all' },
    });
  });

  it('asks for nothing past the last page', async () => {
    const provider = fakeDataProvider({ packages });
    renderWithAdmin(
      <ListBase resource="packages" perPage={10}>
        <PrefetchNextPage />
      </ListBase>,
      { dataProvider: provider },
    );
    await waitFor(() => expect(pagesAsked(provider)).toEqual([1]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pagesAsked(provider)).toEqual([1]);
  });
});
