import { Component, useCallback, useState, type ComponentType, type ReactNode } from 'react';
import { preloadableLazy, type PreloadableComponent } from './preloadableLazy';
import { ServerUnreachable } from './ServerUnreachable';

/** How often a screen whose code could not be downloaded tries again by itself. */
export const RETRY_EVERY_MS = 5000;

/** The download of a screen's code failed (the server is down, or the network is). */
class ScreenLoadError extends Error {
  constructor(cause: unknown) {
    super('The screen could not be loaded', { cause });
    this.name = 'ScreenLoadError';
  }
}

type Load = () => Promise<{ default: ComponentType }>;

const failingAsLoadError = (load: Load) => async () => {
  try {
    return await load();
  } catch (error) {
    throw new ScreenLoadError(error);
  }
};

/** Catches only a failed download below it; any other error goes on to react-admin's error page. */
class LoadErrorBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean; error?: unknown }
> {
  override state = { failed: false, error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (!(this.state.error instanceof ScreenLoadError)) throw this.state.error;
    return this.props.fallback;
  }
}

/**
 * A lazily loaded screen whose code may fail to download (the server stopped mid-session): instead of
 * react-admin's 'Something went wrong', the screen says the server cannot be reached and downloads again,
 * every few seconds, when the browser comes back online, or at the admin's click; then it opens.
 * `preload()` downloads the code ahead (see preloadableLazy).
 */
export function retryingLazy(load: Load): PreloadableComponent<object> {
  const Screen = preloadableLazy(failingAsLoadError(load));

  const RetryingScreen = () => {
    // Each successful retry mounts a fresh boundary around a fresh instance, which finds the code loaded.
    const [attempt, setAttempt] = useState(0);
    const retry = useCallback(() => {
      Screen.preload().then(
        () => setAttempt((count) => count + 1),
        () => undefined,
      );
    }, []);
    return (
      <LoadErrorBoundary
        key={attempt}
        fallback={<ServerUnreachable onRetry={retry} retryEveryMs={RETRY_EVERY_MS} />}
      >
        <Screen />
      </LoadErrorBoundary>
    );
  };
  RetryingScreen.preload = Screen.preload;
  return RetryingScreen;
}
