import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, List, Pagination } from 'react-admin';
import { PositionKeyedBody } from '../../../src/components/list/PositionKeyedBody';
import { StatusToggle } from '../../../src/components/list/StatusToggle';
import { markChangedRow } from '../../../src/layout/live/changedRows';
import { fakeDataProvider } from '../../helpers/fakeDataProvider';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';

const packages = [
  { id: 'p1', name: 'Gold', isActive: true },
  { id: 'p2', name: 'Silver', isActive: false },
  { id: 'p3', name: 'Bronze', isActive: true },
  { id: 'p4', name: 'Iron', isActive: true },
];

const PackagesTable = () => (
  <List
    resource="packages"
    perPage={2}
    sort={{ field: 'id', order: 'ASC' }}
    pagination={<Pagination rowsPerPageOptions={[2]} />}
    disableSyncWithLocation
  >
    <DataTable body={PositionKeyedBody} bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="name" />
      <DataTable.Col
        source="isActive"
        render={() => (
          <StatusToggle successMessage="app.packages.status_updated" label="app.packages.columns.active" />
        )}
      />
    </DataTable>
  </List>
);

const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('PositionKeyedBody', () => {
  it("updates the page's rows in place with the next page's records", async () => {
    renderWithAdmin(<PackagesTable />, { dataProvider: fakeDataProvider({ packages }) });
    await screen.findByText('Gold');
    const [firstRow, secondRow] = bodyRows();
    expect(firstRow).toHaveClass('RaDataTable-row', 'RaDataTable-rowEven');
    expect(secondRow).toHaveClass('RaDataTable-rowOdd');

    await userEvent.click(screen.getByRole('button', { name: /next page/i }));

    await screen.findByText('Bronze');
    expect(bodyRows()).toEqual([firstRow, secondRow]);
    expect(within(firstRow).getByText('Bronze')).toBeInTheDocument();
    expect(within(secondRow).getByText('Iron')).toBeInTheDocument();
  });

  it("does not carry a switch's change in flight over to the record the row shows next", async () => {
    const dataProvider = fakeDataProvider({ packages });
    // The change to Gold never answers while the page turns.
    dataProvider.toggleStatus.mockImplementationOnce(() => new Promise(() => undefined));
    renderWithAdmin(<PackagesTable />, { dataProvider });
    await screen.findByText('Gold');
    const goldSwitch = within(bodyRows()[0]).getByRole('switch');
    await userEvent.click(goldSwitch);
    expect(goldSwitch).not.toBeChecked();
    expect(goldSwitch).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(screen.getByRole('button', { name: /next page/i }));

    await screen.findByText('Bronze');
    const bronzeSwitch = within(bodyRows()[0]).getByRole('switch');
    expect(bronzeSwitch).toBe(goldSwitch);
    expect(bronzeSwitch).toBeChecked();
    expect(bronzeSwitch).not.toHaveAttribute('aria-disabled');
  });

  it('marks the row another administrator just changed, on whichever page position it shows', async () => {
    renderWithAdmin(<PackagesTable />, { dataProvider: fakeDataProvider({ packages }) });
    await screen.findByText('Gold');
    const change = { id: 1, action: 'update', admin: 'ann@example.com', at: '2026-11-25T22:00:00.000Z' };
    act(() => markChangedRow({ ...change, resource: 'packages', recordId: 'p2' }));
    // Another resource's row of the same id is not this list's.
    act(() => markChangedRow({ ...change, resource: 'faqs', recordId: 'p1' }));
    const [gold, silver] = bodyRows();
    expect(silver).toHaveAttribute('data-changed', 'true');
    expect(gold).not.toHaveAttribute('data-changed');
    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    await screen.findByText('Bronze');
    expect(bodyRows()[1]).not.toHaveAttribute('data-changed');
  });
});
