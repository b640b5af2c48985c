/**
 * Issue #12, phones: a list's rows become cards naming each value by its column. The browser test
 * (tests/e2e/layout.test.ts) checks the layout at 390 px; these check that every cell carries its column's name.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { DataTable, List, ResourceContextProvider } from 'react-admin';
import { PositionKeyedBody } from '../../../src/components/list/PositionKeyedBody';
import { STACKED_ROWS_CLASS } from '../../../src/components/list/stackedRows';
import { MemberList } from '../../../src/resources/members/MemberList';
import { PackageList } from '../../../src/resources/packages/PackageList';
import { fakeDataProvider } from '../../helpers/fakeDataProvider';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';
import { members, packages } from '../../resources/fixtures';

const headerTexts = () =>
  within(screen.getAllByRole('rowgroup')[0]!)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

const cellLabels = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.getAttribute('data-label'));

describe('rows that stack on a phone', { timeout: 20_000 }, () => {
  it("names every cell of the members list by its column's header", async () => {
    const dataProvider = fakeDataProvider({ members, packages });
    renderWithAdmin(
      <ResourceContextProvider value="members">
        <MemberList />
      </ResourceContextProvider>,
      { dataProvider, url: '/members' },
    );
    const row = (await screen.findByRole('link', { name: 'Ann Archer' })).closest('tr')!;
    expect(row.parentElement).toHaveClass(STACKED_ROWS_CLASS);
    const headers = headerTexts();
    expect(headers).toContain('Status');
    // The selection column's header is its select-all checkbox; on a card, its cell is named 'Select'.
    expect(headers[0]).toBe('');
    expect(cellLabels(row)).toEqual(['Select', ...headers.slice(1)]);
    expect(within(row).getByText('m-ann@example.com').closest('td')).toHaveAttribute(
      'data-label',
      'Email ID',
    );
  });

  it('names the number columns of the packages list too', async () => {
    const dataProvider = fakeDataProvider({ members, packages });
    renderWithAdmin(
      <ResourceContextProvider value="packages">
        <PackageList />
      </ResourceContextProvider>,
      { dataProvider, url: '/packages' },
    );
    const row = (await screen.findByRole('link', { name: 'Gold' })).closest('tr')!;
    expect(cellLabels(row)).toEqual(['Select', ...headerTexts().slice(1)]);
    expect(cellLabels(row)).toContain('Annual Cost ($)');
  });

  it('labels columns inside fragments and arrays, and leaves a header that is an element unnamed', async () => {
    const dataProvider = fakeDataProvider({ packages: [{ id: 'p1', name: 'Gold', city: 'Oslo' }] });
    renderWithAdmin(
      <List resource="packages" disableSyncWithLocation>
        <DataTable body={PositionKeyedBody} bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="name" label="app.packages.columns.name" />
          <>
            <DataTable.Col source="city" />
          </>
          {[<DataTable.Col key="id" source="id" label={<em>Key</em>} />]}
        </DataTable>
      </List>,
      { dataProvider },
    );
    const row = (await screen.findByText('Gold')).closest('tr')!;
    // The column without a label is named as react-admin names its header (from its source).
    expect(cellLabels(row)).toEqual(['Name', 'City', null]);
  });
});
