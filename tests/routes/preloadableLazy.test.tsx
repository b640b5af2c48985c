import { Suspense, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { preloadableLazy } from '../../src/routes/preloadableLazy';

const Screen = ({ name }: { name: string }) => <p>screen of {name}</p>;
const module = { default: Screen };

const renderInSuspense = (Lazy: ComponentType<{ name: string }>) =>
  render(
    <Suspense fallback={<p>loading</p>}>
      <Lazy name="members" />
    </Suspense>,
  );

// Issue #16: a Suspense fallback at boot held the first rows back by React's 300 ms fallback throttle.
describe('preloadableLazy', () => {
  it('renders a preloaded component at once, with its props and without a fallback', async () => {
    const load = vi.fn(async () => module);
    const Lazy = preloadableLazy(load);
    await Lazy.preload();
    renderInSuspense(Lazy);
    expect(screen.getByText('screen of members')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends like lazy when it mounts before its code, and downloads it once', async () => {
    const load = vi.fn(async () => module);
    const Lazy = preloadableLazy(load);
    renderInSuspense(Lazy);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('screen of members')).toBeInTheDocument();
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('downloads again after a failure: preload rejects, the next one succeeds', async () => {
    const load = vi
      .fn<() => Promise<typeof module>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(module);
    const Lazy = preloadableLazy(load);
    await expect(Lazy.preload()).rejects.toThrow('Failed to fetch');
    await Lazy.preload();
    renderInSuspense(Lazy);
    expect(screen.getByText('screen of members')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
