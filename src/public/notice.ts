import { useState } from 'react';
import { useLocation } from 'react-router';
import { LocalisedError } from '../auth/authErrors';

/**
 * A message shown by a public page. The admin's notifications are unmounted when a page sends the user
 * here, so these pages show their own (spec 1 §9: 4 s at bottom right; a failed login 6 s at top centre).
 */
export interface Notice {
  /** i18n key (or a server's text, shown as written). */
  message: string;
  /** The key's values. */
  messageArgs?: Record<string, unknown>;
  type: 'success' | 'error' | 'info';
  placement?: 'top' | 'bottom';
  durationMs?: number;
}

export const DEFAULT_NOTICE_MS = 4000;
export const LOGIN_ERROR_MS = 6000;

/** Navigation state carrying a notice to the next public page, e.g. 'Password Reset Successful' → /login. */
interface NoticeState {
  notice?: Notice;
}

export const withNotice = (notice: Notice): NoticeState => ({ notice });

/** The notice shown now; it starts with the one the previous page passed in navigation state. */
export function useNotice() {
  const location = useLocation();
  return useState<Notice | undefined>((location.state as NoticeState | null)?.notice);
}

/**
 * The message of a rejected call: our layers reject with Errors whose message is an i18n key, with its values
 * when it has some (LocalisedError).
 */
export function messageOf(error: unknown, fallback: string): Pick<Notice, 'message' | 'messageArgs'> {
  if (!(error instanceof Error) || !error.message) return { message: fallback };
  return error instanceof LocalisedError
    ? { message: error.message, messageArgs: error.messageArgs }
    : { message: error.message };
}
