import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  useAddUndoableMutation,
  useNotify,
  type NotificationOptions,
  type NotificationType,
} from 'react-admin';
import {
  CLOSES_ERRORS,
  MAX_VISIBLE_NOTIFICATIONS,
  StackedNotifications,
} from '../../src/layout/notifications/StackedNotifications';
import { renderInAdmin } from './layoutHarness';

type Call = [message: string, options?: NotificationOptions & { type?: NotificationType }];

let notify: ReturnType<typeof useNotify>;
let addUndoableMutation: ReturnType<typeof useAddUndoableMutation>;

/** Hands the test react-admin's own notify(), as every screen calls it. */
const Notifier = () => {
  notify = useNotify();
  addUndoableMutation = useAddUndoableMutation();
  return null;
};

const renderStack = () =>
  renderInAdmin(
    <>
      <Notifier />
      <StackedNotifications />
    </>,
  );

const send = (...calls: Call[]) => act(() => calls.forEach(([message, options]) => notify(message, options)));

const alerts = () => screen.queryAllByRole('alert');

describe('StackedNotifications', { timeout: 20000 }, () => {
  it("shows a save's waiting and success messages together, each with its type", async () => {
    renderStack();
    send(
      ['app.profile.saving', { type: 'info', autoHideDuration: 60000 }],
      ['app.profile.saved', { type: 'success' }],
    );
    await waitFor(() => expect(alerts()).toHaveLength(2));
    const [waiting, saved] = alerts();
    expect(waiting).toHaveTextContent('Profile is being updated');
    expect(waiting).toHaveClass('MuiAlert-filledInfo');
    expect(saved).toHaveTextContent('Profile updated successfully');
    expect(saved).toHaveClass('MuiAlert-filledSuccess');
  });

  it('translates with messageArgs and shows a server text as written', async () => {
    renderStack();
    send(['app.common.file_too_large', { messageArgs: { max: '2 MB' } }], ['"email" is not allowed', {}]);
    expect(await screen.findByText('The file is larger than 2 MB')).toBeInTheDocument();
    expect(screen.getByText('"email" is not allowed')).toBeInTheDocument();
  });

  it(`keeps at most ${MAX_VISIBLE_NOTIFICATIONS}: a newer one closes the oldest`, async () => {
    renderStack();
    send(...Array.from({ length: 7 }, (_, i): Call => [`message ${i + 1}`, { type: 'warning' }]));
    await waitFor(() => expect(alerts()).toHaveLength(MAX_VISIBLE_NOTIFICATIONS));
    expect(alerts().map((alert) => alert.textContent)).toEqual([
      'message 3',
      'message 4',
      'message 5',
      'message 6',
      'message 7',
    ]);
  });

  it('shows a text repeated while still on screen once, the newest kept', async () => {
    renderStack();
    send(
      ['ra.message.invalid_form', { type: 'error' }],
      ['ra.message.invalid_form', { type: 'error' }],
      ['ra.message.invalid_form', { type: 'warning' }],
      ['app.common.file_too_large', { type: 'error', messageArgs: { max: '2 MB' } }],
      ['app.common.file_too_large', { type: 'error', messageArgs: { max: '20 MB' } }],
      ['ra.message.invalid_form', { type: 'error' }],
    );
    await waitFor(() =>
      expect(alerts().map((alert) => alert.textContent)).toEqual([
        'The form is not valid. Please check for errors',
        'The file is larger than 2 MB',
        'The file is larger than 20 MB',
        'The form is not valid. Please check for errors',
      ]),
    );
  });

  it('hides each one after its own autoHideDuration, 4 s by default', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderStack();
      send(['short', { type: 'error', autoHideDuration: 1000 }], ['default', { type: 'info' }]);
      await waitFor(() => expect(alerts()).toHaveLength(2));
      await act(() => vi.advanceTimersByTimeAsync(1500));
      await waitFor(() => expect(alerts().map((alert) => alert.textContent)).toEqual(['default']));
      await act(() => vi.advanceTimersByTimeAsync(3000));
      await waitFor(() => expect(alerts()).toHaveLength(0));
    } finally {
      vi.useRealTimers();
    }
  });

  it('closes one with its close button, leaving the others', async () => {
    const user = userEvent.setup();
    renderStack();
    send(['first', {}], ['second', {}]);
    await waitFor(() => expect(alerts()).toHaveLength(2));
    await user.click(within(alerts()[0]).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(alerts().map((alert) => alert.textContent)).toEqual(['second']));
  });

  it("closes the earlier attempts' errors and warnings when a save succeeds, keeping the other messages", async () => {
    renderStack();
    send(
      ['first refusal', { type: 'error', autoHideDuration: null }],
      ['invalid form', { type: 'warning', autoHideDuration: null }],
      ['still saving', { type: 'info', autoHideDuration: null }],
    );
    await waitFor(() => expect(alerts()).toHaveLength(3));
    send(['saved', { type: 'success', ...CLOSES_ERRORS }]);
    await waitFor(() =>
      expect(alerts().map((alert) => alert.textContent)).toEqual(['still saving', 'saved']),
    );
    // A later problem is shown as usual.
    send(['second refusal', { type: 'error' }]);
    await waitFor(() => expect(alerts()).toHaveLength(3));
  });

  it('runs an undoable change once its toast has gone, or undoes it on Undo', async () => {
    const user = userEvent.setup();
    const mutations = [vi.fn(), vi.fn()];
    renderStack();
    act(() => {
      addUndoableMutation(mutations[0]);
      notify('kept', { undoable: true, autoHideDuration: 300 });
    });
    await waitFor(() => expect(mutations[0]).toHaveBeenCalledWith({ isUndo: false }));
    act(() => {
      addUndoableMutation(mutations[1]);
      notify('undone', { undoable: true, autoHideDuration: null });
    });
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(mutations[1]).toHaveBeenCalledExactlyOnceWith({ isUndo: true });
    await waitFor(() => expect(alerts()).toHaveLength(0));
    expect(mutations[1]).toHaveBeenCalledTimes(1);
  });
});
