import { describe, expect, it } from 'vitest';
import {
  IDLE,
  uploadReducer,
  type UploadEvent,
  type UploadState,
} from '../../../src/components/upload/uploadState';

const run = (events: UploadEvent[], from: UploadState = IDLE) => events.reduce(uploadReducer, from);

describe('uploadReducer', () => {
  it('starts at 0 %, follows the progress, and ends in success', () => {
    expect(run([{ type: 'start' }])).toEqual({ status: 'uploading', percent: 0 });
    expect(run([{ type: 'start' }, { type: 'progress', percent: 42 }])).toEqual({
      status: 'uploading',
      percent: 42,
    });
    expect(run([{ type: 'start' }, { type: 'progress', percent: 100 }, { type: 'succeed' }])).toEqual({
      status: 'success',
    });
  });

  it('never lets the percentage go backwards or leave 0..100', () => {
    expect(
      run([{ type: 'start' }, { type: 'progress', percent: 60 }, { type: 'progress', percent: 30 }]),
    ).toEqual({ status: 'uploading', percent: 60 });
    expect(run([{ type: 'start' }, { type: 'progress', percent: 140 }])).toEqual({
      status: 'uploading',
      percent: 100,
    });
  });

  it('ends in failure with the error, or cancelled', () => {
    expect(run([{ type: 'start' }, { type: 'fail', error: { message: 'Server Error' } }])).toEqual({
      status: 'failed',
      error: { message: 'Server Error' },
    });
    expect(run([{ type: 'start' }, { type: 'progress', percent: 10 }, { type: 'cancel' }])).toEqual({
      status: 'cancelled',
    });
  });

  it('retries from a failure or a cancel: uploading again from 0 %', () => {
    expect(run([{ type: 'start' }], { status: 'failed', error: { message: 'x' } })).toEqual({
      status: 'uploading',
      percent: 0,
    });
    expect(run([{ type: 'start' }], { status: 'cancelled' })).toEqual({ status: 'uploading', percent: 0 });
  });

  it('ignores what an attempt reports after it was cancelled, and a second start while uploading', () => {
    const cancelled = run([{ type: 'start' }, { type: 'cancel' }]);
    expect(uploadReducer(cancelled, { type: 'progress', percent: 90 })).toBe(cancelled);
    expect(uploadReducer(cancelled, { type: 'succeed' })).toBe(cancelled);
    expect(uploadReducer(cancelled, { type: 'fail', error: { message: 'late' } })).toBe(cancelled);
    const uploading = run([{ type: 'start' }, { type: 'progress', percent: 5 }]);
    expect(uploadReducer(uploading, { type: 'start' })).toBe(uploading);
    expect(uploadReducer(IDLE, { type: 'progress', percent: 5 })).toBe(IDLE);
  });

  it("replaces a failure's text when the failure is said again (its worded text after the server's)", () => {
    const failed = run([{ type: 'start' }, { type: 'fail', error: { message: 'Server Error' } }]);
    const worded = { message: 'app.serverErrors.server_status', messageArgs: { status: 500 } };
    expect(uploadReducer(failed, { type: 'fail', error: worded })).toEqual({
      status: 'failed',
      error: worded,
    });
    expect(uploadReducer({ status: 'success' }, { type: 'fail', error: worded })).toEqual({
      status: 'success',
    });
  });

  it('resets to idle from anywhere', () => {
    expect(run([{ type: 'start' }, { type: 'reset' }])).toEqual(IDLE);
    expect(run([{ type: 'reset' }], { status: 'failed', error: { message: 'x' } })).toEqual(IDLE);
  });
});
