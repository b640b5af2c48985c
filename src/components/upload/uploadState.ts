import type { Notice } from '../list/useFailureNotice';

/**
 * The states of one file upload: idle → uploading(percent) → success | failed | cancelled; from failed or
 * cancelled a retry starts uploading again. Pure, so the rules are tested without a browser.
 */
export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; percent: number }
  | { status: 'success' }
  | { status: 'failed'; error: Notice }
  | { status: 'cancelled' };

export type UploadEvent =
  | { type: 'start' }
  | { type: 'progress'; percent: number }
  | { type: 'succeed' }
  | { type: 'fail'; error: Notice }
  | { type: 'cancel' }
  | { type: 'reset' };

export const IDLE: UploadState = { status: 'idle' };

const clampPercent = (percent: number) => Math.min(100, Math.max(0, Math.round(percent)));

/**
 * Events that do not fit the current state are ignored: progress or an outcome reported after a cancel
 * (the aborted request settles late) changes nothing, and progress never goes backwards. A failure may be said
 * again (its worded text after the server's).
 */
export function uploadReducer(state: UploadState, event: UploadEvent): UploadState {
  switch (event.type) {
    case 'start':
      return state.status === 'uploading' ? state : { status: 'uploading', percent: 0 };
    case 'progress':
      return state.status === 'uploading'
        ? { status: 'uploading', percent: Math.max(state.percent, clampPercent(event.percent)) }
        : state;
    case 'succeed':
      return state.status === 'uploading' ? { status: 'success' } : state;
    case 'fail':
      // A failure shown unworded (a Cancel while it was being worded) takes its worded text when that comes.
      return state.status === 'uploading' || state.status === 'failed'
        ? { status: 'failed', error: event.error }
        : state;
    case 'cancel':
      return state.status === 'uploading' ? { status: 'cancelled' } : state;
    case 'reset':
      return IDLE;
  }
}
