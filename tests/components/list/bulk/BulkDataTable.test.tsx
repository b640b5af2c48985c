import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, List, DataTable, type Identifier, type RaRecord } from 'react-admin';
import { runBulk } from '../../../../src/api/bulkWrites';
import type { AppDataProvider } from '../../../../src/api/types';
import { BulkDataTable } from '../../../../src/components/list/bulk/BulkDataTable';
import type { BulkOptions } from '../../../../src/components/list/bulk/BulkActions';
import { bulkDecisions } from '../../../../src/components/list/bulk/bulkDecisions';
import { StackedNotifications } from '../../../../src/layout/notifications/StackedNotifications';
import { captureCsvDownload } from '../../../resources/captureCsvDownload';
import { fakeDataProvider } from '../../../helpers/fakeDataProvider';
import { renderWithAdmin } from '../../../helpers/renderWithAdmin';

const NAMES = [
  'Gold',
  'Silver',
  'Bronze',
  'Iron',
  'Tin',
  'Lead',
  'Zinc',
  'Nickel',
  'Copper',
  'Cobalt',
  'Chrome',
  'Steel',
];
const rows = (): RaRecord[] => NAMES.map((name, index) => ({ id: `p${index}`, name, isActive: true }));

/**
 * A provider whose bulk writes go through the real runBulk (progress, Cancel, BulkWriteError), each single call
 * held until the test settles it.
 */
function bulkProvider(records: RaRecord[]) {
  const held: { id: Identifier; settle: (error?: Error) => void }[] = [];
  const write = (id: Identifier) =>
    new Promise<void>((resolve, reject) => {
      held.push({ id, settle: (error) => (error ? reject(error) : resolve()) });
    });
  const dataProvider = fakeDataProvider({ packages: records }) as AppDataProvider;
  dataProvider.updateMany = vi.fn(async (_resource, params) => ({
    data: await runBulk(params.ids, write, params.meta),
  }));
  dataProvider.deleteMany = vi.fn(async (_resource, params) => ({
    data: await runBulk(params.ids, write, params.meta),
  }));
  dataProvider.actMany = vi.fn(async (_resource, _action, params) => ({
    data: await runBulk(params.ids, write, params.meta),
  }));
  /** Settles the held calls (each once) as they start, failing those `fail` names (a text: a 400 saying it). */
  const settleAll = async (fail: Record<string, string | Error> = {}) => {
    for (let index = 0; index < held.length; index += 1) {
      const call = held[index]!;
      const failure = fail[String(call.id)];
      call.settle(typeof failure === 'string' ? new HttpError(failure, 400) : failure);
      await new Promise((tick) => setTimeout(tick, 0));
    }
  };
  return { dataProvider, held, settleAll };
}

const PACKAGES_CSV = [{ header: 'app.packages.columns.name', value: (record: RaRecord) => record.name }];

const renderTable = (
  bulk: BulkOptions,
  records = rows(),
  filter?: Record<string, unknown>,
  /** Changes the provider before the list reads it. */
  prepare?: (dataProvider: AppDataProvider) => void,
) => {
  const provider = bulkProvider(records);
  prepare?.(provider.dataProvider);
  const view = renderWithAdmin(
    // The app's main landmark, where the kit looks for the list's table to give it the focus.
    <div id="main-content">
      <List
        resource="packages"
        perPage={25}
        sort={{ field: 'id', order: 'ASC' }}
        filter={filter}
        disableSyncWithLocation
      >
        <BulkDataTable bulk={bulk}>
          <DataTable.Col source="name" />
          <DataTable.Col source="isActive" render={(record) => (record.isActive ? 'on' : 'off')} />
        </BulkDataTable>
      </List>
      <StackedNotifications />
    </div>,
    { dataProvider: provider.dataProvider, url: '/packages' },
  );
  return { ...provider, ...view };
};

const rowNamed = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr')!;
const select = async (...names: string[]) => {
  for (const name of names)
    await userEvent.click(await screen.findByRole('checkbox', { name: `Select: ${name}` }));
};
/** The toast with Undo goes (Escape closes it): react-admin then sends the undoable change. */
const letUndoableGo = async () => {
  await screen.findByRole('button', { name: 'Undo' });
  await userEvent.keyboard('{Escape}');
};

/** The toast showing `text` (the test harness also lists queued notifications: those are not toasts). */
const toastWith = (text: string) =>
  waitFor(
    () => {
      const toast = screen.getAllByRole('alert').find((alert) => alert.textContent?.includes(text));
      expect(toast).toBeDefined();
      return toast!;
    },
    { timeout: 3000 },
  );

describe('BulkDataTable', { timeout: 20_000 }, () => {
  it('names each row checkbox with its row, and shows the bulk actions for the selection', async () => {
    renderTable({ nameSource: 'name', status: true });
    await select('Gold', 'Silver');
    expect(screen.getByRole('checkbox', { name: 'Select: Gold' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select: Bronze' })).not.toBeChecked();
    expect(screen.getByText('2 items selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Activate' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deactivate' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('deactivates at once on screen, sends nothing until Undo has had its chance, and nothing after Undo', async () => {
    const { dataProvider } = renderTable({ nameSource: 'name', status: true });
    await select('Gold', 'Silver');
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(within(screen.getAllByRole('row')[1]!).getByText('off')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByText('2 rows deactivated')).toBeInTheDocument());
    // The toolbar folds away with the selection: the focus goes to the rows, not to its hidden button.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('table')));
    expect(dataProvider.updateMany).not.toHaveBeenCalled();
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(within(screen.getAllByRole('row')[1]!).getByText('on')).toBeInTheDocument());
    expect(dataProvider.updateMany).not.toHaveBeenCalled();
  });

  it('starts one run for a double click, so that Undo undoes it', async () => {
    const { dataProvider } = renderTable({ nameSource: 'name', status: true });
    await select('Gold', 'Silver');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Deactivate' }));
    await letUndoableGo();
    await waitFor(() => expect(dataProvider.updateMany).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(dataProvider.updateMany).toHaveBeenCalledTimes(1);
  });

  it('sends the change once the toast has gone, and lists the rows that failed and why', async () => {
    const { dataProvider, settleAll } = renderTable({ nameSource: 'name', status: true });
    await select('Gold', 'Silver', 'Bronze');
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    await letUndoableGo();
    await waitFor(() =>
      expect(dataProvider.updateMany).toHaveBeenCalledWith(
        'packages',
        expect.objectContaining({ ids: ['p0', 'p1', 'p2'], data: { isActive: false } }),
      ),
    );
    // Three rows: no progress notice.
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await settleAll({ p1: 'Package is in use' });
    const alert = await toastWith('2 of 3 done.');
    expect(alert).toHaveTextContent('This row could not be changed:');
    expect(within(alert).getByRole('listitem')).toHaveTextContent('Silver: Package is in use');
  });

  it("says why rows failed in the admin's language: a row gone, a server's error page, a refused field", async () => {
    const { held, settleAll } = renderTable({ nameSource: 'name', status: true });
    await select('Gold', 'Silver', 'Bronze', 'Iron');
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    await letUndoableGo();
    await waitFor(() => expect(held).toHaveLength(4));
    await settleAll({
      p0: new HttpError('No package found for this uuid.', 404),
      p1: new HttpError(
        '<html><h1>502 Bad Gateway</h1></html>',
        502,
        '<html><h1>502 Bad Gateway</h1></html>',
      ),
      p2: new HttpError('"annualCost" must be greater than or equal to 0', 400),
    });
    const alert = await toastWith('1 of 4 done.');
    const reasons = within(alert)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(reasons).toEqual([
      'Gold: This record no longer exists: another administrator may have deleted it.',
      'Silver: The server could not complete the request (error 502). Please try again.',
      'Bronze: Annual Cost ($) must be at least 0',
    ]);
  });

  it('shows progress and a Cancel above ten rows; Cancel lets the calls in flight finish and sends no other', async () => {
    const { held, settleAll } = renderTable({ nameSource: 'name', status: true });
    await screen.findByRole('checkbox', { name: 'Select: Gold' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all packages on page 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    await letUndoableGo();
    // The toast's exit transition comes first.
    const progress = await toastWith('0 of 12');
    expect(held).toHaveLength(4);
    await userEvent.click(within(progress).getByRole('button', { name: 'Cancel' }));
    await settleAll();
    expect(held).toHaveLength(4);
    const outcome = await toastWith('4 of 12 done.');
    expect(outcome).toHaveTextContent('Cancelled: 8 rows were left as they were.');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument());
  });

  it('deletes after one confirmation that names how many', async () => {
    const { dataProvider, settleAll } = renderTable({ nameSource: 'name', remove: true });
    await select('Gold', 'Tin');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete 2 rows?');
    // The question starts on Cancel: a second Enter deletes nothing.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' })),
    );
    expect(dataProvider.deleteMany).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(dataProvider.deleteMany).toHaveBeenCalledWith(
        'packages',
        expect.objectContaining({ ids: ['p0', 'p4'] }),
      ),
    );
    await settleAll();
    expect(await screen.findByText('2 rows deleted')).toBeInTheDocument();
  });

  it('keeps only the rows not deleted selected when some deletes are refused', async () => {
    const { settleAll } = renderTable({ nameSource: 'name', remove: true });
    await select('Gold', 'Tin');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await settleAll({ p0: 'Package is in use' });
    await toastWith('1 of 2 done.');
    await waitFor(() => expect(screen.getByText('1 item selected')).toBeInTheDocument());
  });

  it("exports the selected rows in the list's CSV format, formula-safe", async () => {
    const download = captureCsvDownload();
    try {
      renderTable({ nameSource: 'name', csv: { columns: PACKAGES_CSV, fileName: 'app.members.csv.file' } }, [
        ...rows().slice(0, 2),
        { id: 'px', name: '=HYPERLINK("x")', isActive: true },
      ]);
      await select('Silver', '=HYPERLINK("x")');
      await userEvent.click(screen.getByRole('button', { name: 'Export selected' }));
      await waitFor(() => expect(download.names).toHaveLength(1));
      const text = await download.text();
      expect(text.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
        '"Name"',
        '"Silver"',
        `"'=HYPERLINK(""x"")"`,
      ]);
    } finally {
      download.restore();
    }
  });

  it('marks a selected row and leaves a row without selection plain', async () => {
    renderTable({ nameSource: 'name', status: true });
    await select('Iron');
    expect(await rowNamed('Iron')).toHaveClass('Mui-selected');
    expect(await rowNamed('Gold')).not.toHaveClass('Mui-selected');
  });

  it("selects every row the list's filter matches, on every page, after a confirmation naming how many", async () => {
    // 30 packages, two of them inactive; the list shows the active ones, 25 a page.
    const records = Array.from({ length: 30 }, (_, index) => ({
      id: `q${String(index).padStart(2, '0')}`,
      name: `Package ${index}`,
      isActive: index !== 3 && index !== 27,
    }));
    const { dataProvider, settleAll } = renderTable({ nameSource: 'name', status: true }, records, {
      isActive: true,
    });
    const pageBox = await screen.findByRole('checkbox', { name: 'Select all packages on page 1' });
    // Not offered before the whole page is selected.
    expect(screen.queryByRole('button', { name: /^Select all \d+/ })).not.toBeInTheDocument();
    await userEvent.click(pageBox);
    expect(screen.getByText('25 items selected')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Select all 28 packages' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Select all 28 packages?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('28 items selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    await letUndoableGo();
    await waitFor(() => expect(dataProvider.updateMany).toHaveBeenCalledTimes(1));
    const { ids } = vi.mocked(dataProvider.updateMany).mock.calls[0]![1];
    expect([...ids].sort()).toEqual(records.filter((record) => record.isActive).map((record) => record.id));
    // More than ten rows: the run shows its progress, then goes.
    await toastWith('0 of 28');
    // Page 2's rows: one that cannot be read any more (deleted meanwhile) does not keep the other from its name.
    const getMany = vi.mocked(dataProvider.getMany).getMockImplementation()!;
    vi.mocked(dataProvider.getMany).mockImplementation((resource, params) =>
      params.ids.includes('q28')
        ? Promise.reject(new HttpError('Not found', 404))
        : getMany(resource, params),
    );
    await settleAll({ q28: 'Package is in use', q29: 'Package is in use' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument());
    const alert = await toastWith('26 of 28 done.');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['q28: Package is in use', 'Package 29: Package is in use']);
  });

  it('approves the selected requests after one question naming how many, and lists those that failed', async () => {
    const options: BulkOptions = { nameSource: 'name', acts: bulkDecisions([]) };
    const { dataProvider, settleAll } = renderTable(options);
    await select('Gold', 'Silver', 'Bronze');
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Approve 3 requests?');
    expect(dataProvider.actMany).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(dataProvider.actMany).toHaveBeenCalledWith(
        'packages',
        'approve',
        expect.objectContaining({ ids: ['p0', 'p1', 'p2'] }),
      ),
    );
    await settleAll({ p2: 'Request already decided' });
    const alert = await toastWith('2 of 3 done.');
    expect(within(alert).getByRole('listitem')).toHaveTextContent('Bronze: Request already decided');
  });

  it('says how many were approved when all were', async () => {
    const { settleAll } = renderTable({ nameSource: 'name', acts: bulkDecisions([]) });
    await select('Gold', 'Silver');
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await settleAll();
    expect(await screen.findByText('2 requests rejected')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('2 items selected')).not.toBeInTheDocument());
  });

  it('tells which column the rows are sorted by (aria-sort), as every list head does', async () => {
    renderTable({ nameSource: 'name', status: true });
    await screen.findByRole('checkbox', { name: 'Select: Gold' });
    const header = document.querySelector<HTMLElement>('th.column-name')!;
    expect(header).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort'));
  });

  it("shows react-admin's loading skeleton while the rows come, without a checkbox nobody named (axe: label)", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      renderTable({ nameSource: 'name', status: true }, rows(), undefined, (dataProvider) =>
        vi.mocked(dataProvider.getList).mockReturnValue(new Promise(() => undefined)),
      );
      await act(() => vi.advanceTimersByTimeAsync(1_500));
      // DataTableLoading: a table of placeholder rows, shown after a second.
      expect(screen.getByRole('table').querySelectorAll('tbody tr')).toHaveLength(5);
      expect(screen.queryAllByRole('checkbox', { name: '' })).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
