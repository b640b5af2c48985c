import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, List } from 'react-admin';
import { fakeDataProvider } from '../../helpers/fakeDataProvider';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';

const packages = [
  { id: 'p1', name: 'Gold', annualCost: 300 },
  { id: 'p2', name: 'Silver', annualCost: 200 },
];

// The admin theme's DataTable head (SortedColumnHead), as every list has it.
const PackagesTable = () => (
  <List resource="packages" sort={{ field: 'name', order: 'ASC' }} disableSyncWithLocation>
    <DataTable>
      <DataTable.Col source="name" />
      <DataTable.Col source="annualCost" />
      <DataTable.Col label="app.common.actions" disableSort render={() => null} />
    </DataTable>
  </List>
);

const header = (name: RegExp) => screen.getByRole('columnheader', { name });

describe('SortedColumnHead (issue 27)', () => {
  it('marks the sorted column with aria-sort, and follows a new sort', async () => {
    const user = userEvent.setup();
    renderWithAdmin(<PackagesTable />, { dataProvider: fakeDataProvider({ packages }) });
    await screen.findByText('Gold');
    expect(header(/name/i)).toHaveAttribute('aria-sort', 'ascending');
    expect(header(/annual cost/i)).not.toHaveAttribute('aria-sort');
    expect(header(/actions/i)).not.toHaveAttribute('aria-sort');

    await user.click(screen.getByText('Name'));
    await screen.findByText('Gold');
    await expect.poll(() => header(/name/i).getAttribute('aria-sort')).toBe('descending');

    await user.click(screen.getByText(/annual cost/i));
    await expect.poll(() => header(/annual cost/i).getAttribute('aria-sort')).toBe('ascending');
    expect(header(/name/i)).not.toHaveAttribute('aria-sort');
  });
});
