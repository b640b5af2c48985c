import { render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { lazyScreen } from '../../src/routes/lazyScreen';
import { preloadableLazy } from '../../src/routes/preloadableLazy';

// Issues 26 and 28: a folder's screens module may load a screen of its own lazily (the members' forms, kept out of
// the list's download); preloading that screen through the folder loads its code too.
it('preloads a screen the module itself loads lazily, so its first render does not suspend', async () => {
  const Form = () => <p>the form</p>;
  const loadForm = vi.fn(() => Promise.resolve({ default: Form }));
  const module = { Form: preloadableLazy(loadForm) };
  const Screen = lazyScreen(() => Promise.resolve(module), 'Form');

  await Screen.preload();
  expect(loadForm).toHaveBeenCalledTimes(1);
  // No Suspense boundary: a render that suspended would throw here.
  render(<Screen />);
  expect(screen.getByText('the form')).toBeInTheDocument();
});
