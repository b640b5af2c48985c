import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import { Route, Routes } from 'react-router';
import type { RaRecord } from 'react-admin';
import { PaymentList } from '../../../src/resources/transactions/PaymentList';
import { TransactionHistory } from '../../../src/resources/transactions/TransactionHistory';
import { fakeDataProvider, type Collections } from '../../helpers/fakeDataProvider';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';
import { captureCsvDownload } from '../captureCsvDownload';
import { members } from '../fixtures';

const payment = (id: string, fields: Partial<RaRecord>): RaRecord => ({
  id,
  transactionId: `tx-${id}`,
  userUuid: 'm-ann',
  // One member's history carries no user lookup (api-contract.md C7): the screen names the member.
  userName: '',
  amount: 20,
  signedAmount: 20,
  isCredit: false,
  status: true,
  eventName: '',
  remarks: '',
  ...fields,
});

const transactions = [
  payment('1', {
    createdAt: '2024-01-10T10:00:00Z',
    eventName: 'Yoga Day',
    amount: 15,
    signedAmount: 15,
  }),
  payment('2', {
    createdAt: '2024-03-10T10:00:00Z',
    remarks: 'Refund',
    isCredit: true,
    signedAmount: -20,
    status: false,
  }),
  payment('3', { createdAt: '2024-02-10T10:00:00Z', status: 'pending' }),
  payment('4', { createdAt: '2024-04-10T10:00:00Z', userUuid: 'm-bob', userName: 'Bob Baker' }),
  payment('5', { createdAt: '2024-05-10T10:00:00Z', userUuid: 'm-cat', userName: 'Cat Cole' }),
];

/** The member's own payments, as the server answers their history (api-contract.md C6). */
const annPayments = transactions.filter((payment) => payment.userUuid === 'm-ann');

const renderHistory = (
  collections: Collections = { members, 'transactions?memberId=m-ann': annPayments },
) => {
  const dataProvider = fakeDataProvider(collections);
  const view = renderWithAdmin(
    <Routes>
      <Route path="/members/:id/transactions" element={<TransactionHistory />} />
    </Routes>,
    { dataProvider, url: '/members/m-ann/transactions' },
  );
  return { dataProvider, ...view };
};
const bodyRows = () => screen.getAllByRole('row').slice(1);
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

let download: ReturnType<typeof captureCsvDownload> | undefined;
afterEach(() => download?.restore());

describe('TransactionHistory', { timeout: 20_000 }, () => {
  it("is titled with the member's name and lists their payments newest first, 10 a page", async () => {
    const { dataProvider } = renderHistory();
    expect(await screen.findByText('Transaction History Of Ann Archer')).toBeInTheDocument();
    await screen.findByText('tx-2');
    expect(bodyRows().map((row) => cellTexts(row)[1])).toEqual(['tx-2', 'tx-3', 'tx-1']);
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'transactions',
      expect.objectContaining({
        filter: { memberId: 'm-ann' },
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'createdAt', order: 'DESC' },
      }),
    );
    expect(screen.queryByRole('link', { name: /create/i })).not.toBeInTheDocument();
  });

  it('shows summaries, negative credits, dates and coloured status badges', async () => {
    renderHistory();
    await screen.findByText('tx-2');
    const [refund, pending, event] = bodyRows();
    expect(cellTexts(refund)).toEqual(['1', 'tx-2', 'Ann Archer', '03-10-2024', '-20', 'Refund', 'Failed']);
    expect(cellTexts(pending).slice(5)).toEqual(['Subscription', 'Pending']);
    expect(cellTexts(event).slice(4)).toEqual(['15', 'Registration Fee for event - Yoga Day', 'Success']);
    expect(within(refund).getByText('Failed').closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
    expect(within(pending).getByText('Pending').closest('.MuiChip-root')).toHaveClass('MuiChip-colorWarning');
    expect(within(event).getByText('Success').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
  });

  it('falls back to the plain title, says why the member was not read, and shows the empty text', async () => {
    const { notifications } = renderHistory({ members: [] });
    expect(await screen.findByText('There are no Transaction History !')).toBeInTheDocument();
    expect(screen.getByText('Transaction History')).toBeInTheDocument();
    await waitFor(() =>
      expect(notifications()).toContainEqual(
        expect.objectContaining({ text: 'No document found', type: 'error' }),
      ),
    );
  });

  it('shows the error text when the history cannot be read', async () => {
    const dataProvider = fakeDataProvider({ members, 'transactions?memberId=m-ann': annPayments });
    dataProvider.getList.mockRejectedValue(new Error('down'));
    renderWithAdmin(
      <Routes>
        <Route path="/members/:id/transactions" element={<TransactionHistory />} />
      </Routes>,
      { dataProvider, url: '/members/m-ann/transactions' },
    );
    expect(await screen.findByText('Opps something bad happened!')).toBeInTheDocument();
  });

  it("downloads 'Transaction Summary' with the spec columns", async () => {
    renderHistory();
    await screen.findByText('tx-2');
    download = captureCsvDownload();
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(download!.names).toEqual(['Transaction Summary.csv']));
    const [header, ...rows] = Papa.parse<string[]>((await download.text()).trim()).data;
    expect(header).toEqual(['Transaction ID', 'Name', 'Date', 'Amount', 'Summary', 'Status']);
    expect(rows).toEqual([
      ['tx-2', 'Ann Archer', '03-10-2024', '-20', 'Refund', 'Failed'],
      ['tx-3', 'Ann Archer', '02-10-2024', '20', 'Subscription', 'Pending'],
      ['tx-1', 'Ann Archer', '01-10-2024', '15', 'Registration Fee for event - Yoga Day', 'Success'],
    ]);
  });
});

describe('PaymentList', { timeout: 20_000 }, () => {
  it('lists every payment with the Card payment method', async () => {
    const dataProvider = fakeDataProvider({ payments: transactions });
    renderWithAdmin(<PaymentList />, { dataProvider, url: '/payments' });
    expect(await screen.findByText('Transaction History')).toBeInTheDocument();
    await screen.findByText('tx-4');
    expect(bodyRows()).toHaveLength(5);
    expect(cellTexts(bodyRows()[0])[2]).toBe('Cat Cole');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toContain('Payment Method');
    expect(cellTexts(bodyRows()[0])).toContain('Card');
  });
});
