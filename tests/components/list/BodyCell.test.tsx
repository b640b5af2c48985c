import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { DataTable, List } from 'react-admin';
import { CELL_VALUE_CLASS } from '../../../src/components/list/clampedCells';
import { PositionKeyedBody } from '../../../src/components/list/PositionKeyedBody';
import { fakeDataProvider } from '../../helpers/fakeDataProvider';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';
import { writtenRules } from '../../helpers/emotionSheets';

const members = [{ id: 'm1', name: 'Ann Archer', city: 'Leeds', email: 'ann@example.com' }];

const MembersTable = ({ hiddenColumns }: { hiddenColumns?: string[] }) => (
  <List resource="members" disableSyncWithLocation>
    <DataTable
      body={PositionKeyedBody}
      bulkActionButtons={false}
      rowClick={false}
      hiddenColumns={hiddenColumns}
    >
      <DataTable.Col source="name" />
      <DataTable.Col source="city" />
      <DataTable.Col source="email" sx={{ fontStyle: 'italic' }} />
    </DataTable>
  </List>
);

const cellOf = async (text: string) => (await screen.findByText(text)).closest('td')!;

describe('BodyCell', () => {
  it("draws a column's cell as MUI's small body cell, with react-admin's classes, its label and its value", async () => {
    renderWithAdmin(<MembersTable />, { dataProvider: fakeDataProvider({ members }) });
    const cell = await cellOf('Ann Archer');
    expect(cell).toHaveClass(
      'MuiTableCell-root',
      'MuiTableCell-body',
      'MuiTableCell-sizeSmall',
      'RaDataTable-rowCell',
      'column-name',
      'WaBodyCell',
    );
    expect(cell).toHaveAttribute('data-label', 'Name');
    expect(cell.firstElementChild).toHaveClass(CELL_VALUE_CLASS);
  });

  it('styles the drawn cells once, as a small TableCell', async () => {
    renderWithAdmin(<MembersTable />, { dataProvider: fakeDataProvider({ members }) });
    await cellOf('Ann Archer');
    const styles = writtenRules();
    const rule = /:where\(td\.WaBodyCell\)\{([^}]*)\}/.exec(styles)?.[1];
    expect(rule).toContain('padding:6px 16px');
    expect(rule).toContain('display:table-cell');
    expect(rule).toMatch(/border-bottom:1px solid/);
  });

  it("leaves a column with props of its own (sx) to react-admin's cell", async () => {
    renderWithAdmin(<MembersTable />, { dataProvider: fakeDataProvider({ members }) });
    const cell = await cellOf('ann@example.com');
    expect(cell).toHaveClass('column-email', 'MuiTableCell-root');
    expect(cell).not.toHaveClass('WaBodyCell');
  });

  it("leaves out the columns the table's hidden-columns store hides", async () => {
    renderWithAdmin(<MembersTable hiddenColumns={['city']} />, {
      dataProvider: fakeDataProvider({ members }),
    });
    const row = (await cellOf('Ann Archer')).closest('tr')!;
    expect(within(row).queryByText('Leeds')).toBeNull();
    expect(within(row).getAllByRole('cell')).toHaveLength(2);
  });
});
