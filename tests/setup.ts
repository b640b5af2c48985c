import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { loadDateLocale } from '../src/i18n/formatLocale';
import { answerComputedStyleInline } from './helpers/computedStyle';

// react-admin screens settle over several renders (debounced search, lazy queries); on a busy 2-core machine
// that takes longer than Testing Library's 1 s default, and a waitFor that gives up early is a false failure.
configure({ asyncUtilTimeout: 5000 });
answerComputedStyleInline(window);

// A worker runs its test files one after another in one module graph and window (vitest.config.ts), so nothing a
// test changes may outlive it: the DOM, both storages, fake timers, stubbed globals and the dates' language.
afterEach(async () => {
  cleanup();
  await loadDateLocale('en');
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
