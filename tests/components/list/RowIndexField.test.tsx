import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, List, Pagination } from 'react-admin';
import { PositionKeyedBody } from '../../../src/components/list/PositionKeyedBody';
import { RowIndexField } from '../../../src/components/list/RowIndexField';
import { fakeDataProvider } from '../../helpers/fakeDataProvider';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';
import { writtenRules } from '../../helpers/emotionSheets';

const faqs = Array.from({ length: 12 }, (_, index) => ({
  id: `f${index + 1}`,
  question: `Question ${index + 1}`,
}));

const FaqsTable = () => (
  <List
    resource="faqs"
    perPage={10}
    sort={{ field: 'id', order: 'ASC' }}
    pagination={<Pagination rowsPerPageOptions={[10]} />}
    disableSyncWithLocation
  >
    <DataTable body={PositionKeyedBody} bulkActionButtons={false} rowClick={false}>
      <DataTable.Col label="#" disableSort field={RowIndexField} />
      <DataTable.Col source="question" />
    </DataTable>
  </List>
);

describe('RowIndexField', () => {
  it('numbers the rows across pages, each number on one line however narrow its column', async () => {
    renderWithAdmin(<FaqsTable />, { dataProvider: fakeDataProvider({ faqs }) });
    const ten = (await screen.findByText('10')).closest('span')!;
    expect(ten).toHaveClass('WaRowIndex');
    const styles = writtenRules();
    expect(styles).toMatch(/\.WaRowIndex\{white-space:nowrap;\}/);

    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect((await screen.findByText('11')).closest('span')).toHaveClass('WaRowIndex');
  });
});
