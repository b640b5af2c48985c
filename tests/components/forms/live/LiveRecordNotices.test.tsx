import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Change } from '../../../../src/api/changeStream';
import { formatTime } from '../../../../src/components/format/dates';
import { ACCESS_TOKEN_KEY } from '../../../../src/auth/session';
import { liveEvents } from '../../../../src/layout/live/liveEvents';
import { OPENED_FAQ, renderFaqEdit } from '../faqEditScreen';
import { fill } from '../../../helpers/fill';

const opened = OPENED_FAQ;
const AT = '2026-11-25T10:42:00.000Z';

const change = (values: Partial<Change> = {}): Change => ({
  id: 31,
  resource: 'faqs',
  recordId: 'f-1',
  action: 'update',
  admin: 'ann@example.com',
  adminName: 'Ann Other',
  label: 'Why?',
  at: AT,
  ...values,
});

/** Presence answers of the fake server, and every presence call the page made. */
const presenceCalls: { method: string; body: Record<string, unknown> }[] = [];
let presenceAnswer: () => Response;

const renderEdit = () => renderFaqEdit();

const question = () => screen.getByRole('textbox', { name: /^Question/, hidden: true });
const hear = (value: Change) => act(() => liveEvents.changes.publish(value));

async function typeMine() {
  await waitFor(() => expect(question()).toHaveValue('Why?'));
  await userEvent.clear(question());
  await fill(question(), 'My why?');
}

beforeEach(() => {
  presenceCalls.length = 0;
  presenceAnswer = () => Response.json({ status: 200, message: 'Success', data: { viewers: [] } });
  localStorage.setItem(ACCESS_TOKEN_KEY, 'token-1');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (!url.endsWith('/admin/presence')) throw new TypeError(`unexpected ${url}`);
      presenceCalls.push({ method: String(init.method), body: JSON.parse(String(init.body)) });
      return presenceAnswer();
    }),
  );
});

describe('an edit form told of another administrator’s change (issue 29)', { timeout: 30_000 }, () => {
  it('says at once who changed the record and when, keeps what was typed, and shows their changes on request', async () => {
    const { dataProvider } = renderEdit();
    await typeMine();
    dataProvider.recordVersion.mockResolvedValue('"v1"');
    dataProvider.readCurrent.mockResolvedValueOnce({
      data: { ...opened, question: 'Their why?' },
      version: '"v2"',
    });
    await hear(change());

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(`Changed by \u2068Ann Other\u2069 at \u2068${formatTime(AT)}\u2069`);
    expect(notice).toHaveTextContent('What you typed is kept.');
    expect(question()).toHaveValue('My why?');
    expect(dataProvider.update).not.toHaveBeenCalled();

    await userEvent.click(within(notice).getByRole('button', { name: 'Show their changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Changed by another administrator' });
    const row = within(dialog).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Their why?');
    expect(row).toHaveTextContent('My why?');
    // The admin is shown their version: the next save is made at it.
    expect(dataProvider.adoptVersion).toHaveBeenCalledWith('faqs', 'f-1', '"v2"');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take theirs' }));
    expect(question()).toHaveValue('Their why?');
  });

  it('offers no comparison when no input of the form differs, and says when the record was deleted', async () => {
    const { dataProvider } = renderEdit();
    await typeMine();
    dataProvider.readCurrent.mockResolvedValueOnce({ data: { ...opened, isActive: false }, version: '"v3"' });
    await hear(change());
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Changed by');
    expect(within(notice).queryByRole('button', { name: 'Show their changes' })).toBeNull();

    await userEvent.click(within(notice).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await hear(change({ action: 'delete', adminName: null, admin: 'bob@example.com' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Deleted by \u2068bob@example.com\u2069'),
    );
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(question()).toHaveValue('My why?');
  });

  it("says nothing of its own save, nor of another record's change", async () => {
    const { dataProvider } = renderEdit();
    await typeMine();
    // The version read now is the one this form saves at: its own write came back on the stream.
    dataProvider.recordVersion.mockResolvedValue('"v9"');
    dataProvider.readCurrent.mockResolvedValue({ data: { ...opened, question: 'My why?' }, version: '"v9"' });
    await hear(change());
    await hear(change({ recordId: 'f-2' }));
    await hear(change({ resource: 'packages' }));
    await waitFor(() => expect(dataProvider.readCurrent).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('presence on an edit form (issue 29)', { timeout: 30_000 }, () => {
  it('names who else has the record open, asks again when told, and leaves when the form closes', async () => {
    presenceAnswer = () =>
      Response.json({
        status: 200,
        message: 'Success',
        data: {
          viewers: [
            { id: 'a1', name: 'Ann Other', you: false },
            { id: 'me', name: 'Test Admin', you: true },
          ],
        },
      });
    const { location } = renderEdit();
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(
      'Also open by \u2068Ann Other\u2069 and \u2068Test Admin\u2069 (you, in another tab)',
    );
    expect(presenceCalls[0]).toMatchObject({ method: 'PUT', body: { resource: 'faqs', recordId: 'f-1' } });
    const tab = presenceCalls[0]!.body.tab;
    expect(tab).toMatch(/^[0-9a-f]{32}$/);

    presenceAnswer = () => Response.json({ status: 200, message: 'Success', data: { viewers: [] } });
    act(() => liveEvents.presence.publish({ resource: 'faqs', recordId: 'f-1' }));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(presenceCalls).toHaveLength(2);

    await typeMine();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location().pathname).toBe('/faqs'));
    await waitFor(() =>
      expect(presenceCalls.at(-1)).toEqual({ method: 'DELETE', body: { tab, seq: expect.any(Number) } }),
    );
    // The tab numbers its calls in the order it makes them: the server ignores one overtaken by a later one.
    const [first, ...later] = presenceCalls.map((call) => call.body.seq as number);
    expect(first).toBeGreaterThanOrEqual(1);
    expect(later).toEqual(later.map((_, index) => first! + index + 1));
  });

  it('asks no more of a backend without presence', async () => {
    presenceAnswer = () => new Response('Cannot PUT', { status: 404 });
    renderEdit();
    await waitFor(() => expect(presenceCalls).toHaveLength(1));
    await waitFor(() => expect(question()).toHaveValue('Why?'));
    act(() => liveEvents.presence.publish({ resource: 'faqs', recordId: 'f-1' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(presenceCalls).toHaveLength(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('announces nothing after the page left (pagehide), until it comes back from the back-forward cache', async () => {
    // happy-dom's PageTransitionEvent is a plain Event: `persisted` is given by hand.
    const pageTransition = (type: string) => Object.assign(new Event(type), { persisted: true });
    renderEdit();
    await waitFor(() => expect(presenceCalls).toHaveLength(1));
    act(() => void window.dispatchEvent(pageTransition('pagehide')));
    await waitFor(() => expect(presenceCalls.at(-1)?.method).toBe('DELETE'));
    const left = presenceCalls.length;
    // The record's viewers changed (this tab's own leave, heard on the stream) as the page goes.
    act(() => liveEvents.presence.publish({ resource: 'faqs', recordId: 'f-1' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(presenceCalls).toHaveLength(left);
    act(() => void window.dispatchEvent(pageTransition('pageshow')));
    await waitFor(() => expect(presenceCalls.at(-1)?.method).toBe('PUT'));
  });
});
