import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, List, Pagination, SearchInput } from 'react-admin';
import { FocusRowsOnPageChange } from '../../../src/components/list/FocusRowsOnPageChange';
import { fakeDataProvider } from '../../helpers/fakeDataProvider';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';

const packages = ['Gold', 'Silver', 'Bronze', 'Iron'].map((name, index) => ({ id: `p${index}`, name }));

const PackagesTable = () => (
  <div id="main-content">
    <List
      resource="packages"
      perPage={2}
      sort={{ field: 'id', order: 'ASC' }}
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      pagination={<Pagination rowsPerPageOptions={[2]} />}
      disableSyncWithLocation
    >
      <FocusRowsOnPageChange />
      <DataTable>
        <DataTable.Col source="name" />
      </DataTable>
    </List>
  </div>
);

describe('FocusRowsOnPageChange (issue 27)', { timeout: 20000 }, () => {
  it('hands the focus from the pagination to the table of the new rows', async () => {
    const user = userEvent.setup();
    renderWithAdmin(<PackagesTable />, { dataProvider: fakeDataProvider({ packages }) });
    await screen.findByText('Gold');
    screen.getByRole('button', { name: /next page/i }).focus();

    await user.keyboard('{Enter}');

    await screen.findByText('Bronze');
    expect(screen.getByRole('table')).toHaveFocus();
  });

  it('leaves the focus where it is when something else changes the page (a search)', async () => {
    const user = userEvent.setup();
    renderWithAdmin(<PackagesTable />, { dataProvider: fakeDataProvider({ packages }) });
    await screen.findByText('Gold');
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await screen.findByText('Bronze');
    const search = screen.getByPlaceholderText('Search');

    await user.type(search, 'Gold');

    await screen.findByText('Gold');
    expect(search).toHaveFocus();
  });
});
