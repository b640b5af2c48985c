import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyScreen } from '../../src/routes/lazyScreen';
import { RETRY_EVERY_MS, retryingLazy } from '../../src/routes/retryingLazy';
import { fakeDataProvider } from '../helpers/fakeDataProvider';
import { renderWithAdmin } from '../helpers/renderWithAdmin';

const Screen = () => <p>the screen</p>;
const module = { Screen };
const serverDown = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

const renderLazy = (Lazy: ComponentType) =>
  renderWithAdmin(
    <Suspense fallback={<p>loading</p>}>
      <Lazy />
    </Suspense>,
    { dataProvider: fakeDataProvider({}) },
  );

afterEach(() => vi.useRealTimers());

/**
 * The unreachable page listens for 'online' and retries on a timer from an effect, which React runs after
 * the page is painted: wait for it before acting as the browser (under load the text shows well before).
 */
let listening: MockInstance<typeof window.addEventListener>;
beforeEach(() => {
  listening = vi.spyOn(window, 'addEventListener');
});
afterEach(() => listening.mockRestore());
const unreachablePageShown = async () => {
  expect(await screen.findByText('The server cannot be reached')).toBeInTheDocument();
  await waitFor(() => expect(listening).toHaveBeenCalledWith('online', expect.any(Function)));
};

/** Stands for react-admin's error page: shows the message of what it caught. */
class ErrorPage extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>error page: {this.state.error.message}</p> : this.props.children;
  }
}

// Issue #12: opening a screen whose code cannot be downloaded, with the server down.
describe('retryingLazy', { timeout: 20_000 }, () => {
  it('says the server cannot be reached, then opens the screen when the browser is back online', async () => {
    const load = vi.fn<() => Promise<typeof module>>().mockImplementationOnce(serverDown);
    load.mockResolvedValue(module);
    renderLazy(lazyScreen(load, 'Screen'));

    await unreachablePageShown();
    expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();
    fireEvent(window, new window.Event('online'));
    expect(await screen.findByText('the screen')).toBeInTheDocument();
  });

  it('retries at a click and keeps saying so while the server stays down', async () => {
    const load = vi.fn<() => Promise<typeof module>>().mockImplementation(serverDown);
    renderLazy(lazyScreen(load, 'Screen'));
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByText('The server cannot be reached')).toBeInTheDocument();

    load.mockResolvedValue(module);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('the screen')).toBeInTheDocument();
  });

  it('retries by itself every few seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const load = vi.fn<() => Promise<typeof module>>().mockImplementationOnce(serverDown);
    load.mockResolvedValue(module);
    renderLazy(lazyScreen(load, 'Screen'));
    await unreachablePageShown();
    await act(() => vi.advanceTimersByTimeAsync(RETRY_EVERY_MS));
    expect(await screen.findByText('the screen')).toBeInTheDocument();
  });

  it("leaves a screen's own errors to the error page above it", async () => {
    const Broken = () => {
      throw new Error('render bug');
    };
    const Lazy = retryingLazy(async () => ({ default: Broken }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderLazy(() => (
      <ErrorPage>
        <Lazy />
      </ErrorPage>
    ));
    expect(await screen.findByText('error page: render bug')).toBeInTheDocument();
    expect(screen.queryByText('The server cannot be reached')).not.toBeInTheDocument();
  });
});
