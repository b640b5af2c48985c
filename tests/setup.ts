import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// react-admin screens settle over several renders (debounced search, lazy queries); on a busy 2-core machine
// that takes longer than Testing Library's 1 s default, and a waitFor that gives up early is a false failure.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
