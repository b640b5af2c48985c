/**
 * Issue 16's freshness rules, from the screen down to the backend (the real provider over a recording client): a
 * write makes the next read fresh, a list shown again shows its cached rows at once and refreshes them behind
 * them, and Refresh reads new data.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, useCreate, useRefresh } from 'react-admin';
import { createDataProvider, REVALIDATE_MIN_AGE_MS } from '../../../src/api/dataProvider';
import { AddressBarList } from '../../../src/components/list/AddressBarList';
import { registry } from '../../../src/resources/registry';
import type { ApiRequest } from '../../../src/api/types';
import { answerData, recordingClient } from '../../helpers/recordingClient';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';

/**
 * The backend's FAQs (api-contract L1), created through /admin/faqs/create. While `hold()` is in force, list reads
 * wait until its release is called.
 */
function faqBackend() {
  const faqs = [{ uuid: 'f1', question: 'First question', answer: 'a', isActive: true }];
  let held: Promise<void> | undefined;
  const hold = () => {
    let release = () => undefined as void;
    held = new Promise<void>((resolve) => (release = resolve));
    return release;
  };
  const fake = recordingClient(
    answerData(async (request: ApiRequest) => {
      await held;
      if (request.path === '/admin/faqs/create') {
        const body = request.body as { question: string; answer: string };
        faqs.push({ uuid: `f${faqs.length + 1}`, ...body, isActive: true });
        return {};
      }
      return { list: faqs.map((faq) => ({ ...faq })) };
    }),
  );
  const listReads = () => fake.calls.filter((call) => call.path === '/admin/faqs/list').length;
  return { faqs, hold, listReads, dataProvider: createDataProvider(fake.httpClient, { registry }) };
}

const AddFaq = () => {
  const [create] = useCreate();
  return (
    <button onClick={() => void create('faqs', { data: { question: 'Added question', answer: 'b' } })}>
      Add
    </button>
  );
};

const RefreshButton = () => {
  const refresh = useRefresh();
  return <button onClick={refresh}>Refresh</button>;
};

const FaqList = () => (
  <AddressBarList
    resource="faqs"
    storeKey="faqs.test"
    sort={{ field: 'question', order: 'ASC' }}
    perPage={10}
  >
    <DataTable bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="question" />
    </DataTable>
  </AddressBarList>
);

/** From now on the clock reads as if the collection had been read long enough ago to be read again. */
const ageClock = () => {
  const realNow = Date.now.bind(Date);
  vi.spyOn(Date, 'now').mockImplementation(() => realNow() + REVALIDATE_MIN_AGE_MS + 1);
};

afterEach(() => vi.restoreAllMocks());

describe('list freshness', () => {
  it('a write makes the next read fresh: the list shows the new record at once, read from the backend', async () => {
    const { dataProvider, listReads } = faqBackend();
    renderWithAdmin(
      <>
        <AddFaq />
        <FaqList />
      </>,
      { dataProvider, url: '/faqs' },
    );
    await screen.findByText('First question');
    expect(listReads()).toBe(1);

    await userEvent.click(screen.getByRole('button', { name: 'Add' }));

    await screen.findByText('Added question');
    expect(listReads()).toBe(2);
  });

  it('a list shown again shows its cached rows at once and the new ones once read behind them', async () => {
    const { dataProvider, faqs, hold, listReads } = faqBackend();
    const first = renderWithAdmin(<FaqList />, { dataProvider, url: '/faqs' });
    await screen.findByText('First question');
    first.unmount();
    // Someone else edits the FAQ meanwhile, and time passes.
    faqs[0]!.question = 'Edited elsewhere';
    ageClock();
    const release = hold();

    renderWithAdmin(<FaqList />, { dataProvider, url: '/faqs' });

    await screen.findByText('First question');
    await waitFor(() => expect(listReads()).toBe(2));
    release();
    await screen.findByText('Edited elsewhere');
    expect(listReads()).toBe(2);
  });

  it('Refresh reads new data rather than the cached collection', async () => {
    const { dataProvider, faqs, listReads } = faqBackend();
    renderWithAdmin(
      <>
        <RefreshButton />
        <FaqList />
      </>,
      { dataProvider, url: '/faqs' },
    );
    await screen.findByText('First question');
    faqs[0]!.question = 'Edited elsewhere';
    ageClock();

    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));

    await screen.findByText('Edited elsewhere');
    await waitFor(() => expect(listReads()).toBe(2));
  });

  it('Refresh right after the list arrived reads the backend again and shows a record added elsewhere', async () => {
    const { dataProvider, faqs, listReads } = faqBackend();
    renderWithAdmin(
      <>
        <RefreshButton />
        <FaqList />
      </>,
      { dataProvider, url: '/faqs' },
    );
    await screen.findByText('First question');
    faqs.push({ uuid: 'f2', question: 'Added elsewhere', answer: 'b', isActive: true });

    // No time passes: the revalidation's guard (REVALIDATE_MIN_AGE_MS) does not hold back an explicit Refresh.
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));

    await screen.findByText('Added elsewhere');
    expect(listReads()).toBe(2);
  });
});
