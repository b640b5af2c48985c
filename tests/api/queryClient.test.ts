import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { ERROR_KEYS, NO_ANSWER_STATUS } from '../../src/api/apiErrors';
import { retriesRead } from '../../src/api/queryClient';

describe('retriesRead', () => {
  it('tries a read again, twice at most, when it failed in passing: no answer, 502, 503, 504', () => {
    for (const status of [NO_ANSWER_STATUS, 502, 503, 504]) {
      const failure = new HttpError(ERROR_KEYS.network, status, null);
      expect([0, 1, 2].map((failures) => retriesRead(failures, failure))).toEqual([true, true, false]);
    }
  });

  it('fails at once on a refusal, a server error, a malformed answer or a timeout', () => {
    for (const failure of [
      new HttpError('Support group not found', 404, null),
      new HttpError('"name" is required', 400, null),
      new HttpError('Forbidden', 403, null),
      new HttpError('Changed by someone else', 409, null),
      new HttpError('boom', 500, null),
      new HttpError(ERROR_KEYS.malformed, 200, '<html>'),
      new HttpError(ERROR_KEYS.timeout, NO_ANSWER_STATUS, null),
      new TypeError('x is undefined'),
    ]) {
      expect(retriesRead(0, failure)).toBe(false);
    }
  });
});
