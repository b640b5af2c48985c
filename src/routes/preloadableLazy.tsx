import { lazy, useState, type ComponentType, type ReactElement } from 'react';

/** A lazily loaded component whose code can be asked for before it renders. */
export interface PreloadableComponent<P extends object> {
  (props: P): ReactElement;
  /** Downloads the code now; rejects when the download fails (a later mount then tries again). */
  preload(): Promise<void>;
}

/**
 * React's `lazy`, plus `preload()`. An instance that mounts once the code has arrived renders it at once
 * instead of suspending: a Suspense fallback, however brief, makes React hold back the next content it
 * reveals for up to 300 ms (its fallback throttle), which at boot delayed the first rows of a list twice.
 * An instance that mounts earlier suspends as with `lazy` (each mount decides once, so nothing remounts).
 */
export function preloadableLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  // React's `lazy` keeps a failed download's error for good (an error boundary shows it); a later
  // `preload()` downloads again, and instances mounted after it succeeded render the code directly.
  const Lazy = lazy(start);
  const Preloadable = (props: P) => {
    const [Screen] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Screen {...props} />;
  };
  Preloadable.preload = async () => {
    await start();
  };
  return Preloadable;
}
