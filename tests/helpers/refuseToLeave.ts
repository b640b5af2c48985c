import { vi } from 'vitest';

/**
 * The browser's "leave the page?" question (react-admin's unsaved-changes guard asks with window.confirm), answered
 * No; the mock counts the questions. Undo with `vi.unstubAllGlobals()`.
 */
export function refuseToLeave() {
  const confirm = vi.fn(() => false);
  vi.stubGlobal('confirm', confirm);
  return confirm;
}
