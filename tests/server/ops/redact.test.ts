/** What the log redacts (server/src/ops/redact.ts): secret-named values at any depth, and secrets in URLs. */
import { describe, expect, it } from 'vitest';
import { REDACTED, redactSecrets, redactUrl } from '../../../server/src/ops/redact';

describe('redactSecrets', () => {
  it('replaces the value of every property named like a password, token, secret, key or cookie, at any depth', () => {
    const logged = {
      email: 'a@b.c',
      password: 'p',
      currentPassword: 'p',
      confirm_password: 'p',
      resetToken: 't',
      client_secret: 's',
      'x-api-key': 'k',
      S3_ACCESS_KEY_ID: 'AKIA',
      S3_SECRET_ACCESS_KEY: 's',
      s3: { bucket: 'uploads', accessKeyId: 'AKIA', secretAccessKey: 's' },
      headers: { authorization: 'Bearer t', Cookie: 'sid=1', 'content-type': 'application/json' },
      list: [{ token: 't', name: 'kept' }],
    };
    expect(redactSecrets(logged)).toEqual({
      email: 'a@b.c',
      password: REDACTED,
      currentPassword: REDACTED,
      confirm_password: REDACTED,
      resetToken: REDACTED,
      client_secret: REDACTED,
      'x-api-key': REDACTED,
      S3_ACCESS_KEY_ID: REDACTED,
      S3_SECRET_ACCESS_KEY: REDACTED,
      s3: { bucket: 'uploads', accessKeyId: REDACTED, secretAccessKey: REDACTED },
      headers: { authorization: REDACTED, Cookie: REDACTED, 'content-type': 'application/json' },
      list: [{ token: REDACTED, name: 'kept' }],
    });
    // The logged object itself is left alone.
    expect(logged.password).toBe('p');
  });

  it('leaves objects that are not plain (errors, requests) to the serializers', () => {
    const error = Object.assign(new Error('x'), { password: 'p' });
    expect(redactSecrets({ err: error }).err).toBe(error);
  });
});

describe('redactUrl', () => {
  it('redacts query values named like secrets and keeps the rest as sent', () => {
    expect(redactUrl('/v1/x?page=1&token=abc&newPassword=p%20w&q=a+b')).toBe(
      `/v1/x?page=1&token=${REDACTED}&newPassword=${REDACTED}&q=a+b`,
    );
    expect(redactUrl('/v1/x?%70assword=p')).toBe(`/v1/x?%70assword=${REDACTED}`);
    expect(redactUrl('/v1/x?token')).toBe(`/v1/x?token=${REDACTED}`);
    expect(redactUrl('/v1/admin/members/list?page=2&limit=25')).toBe(
      '/v1/admin/members/list?page=2&limit=25',
    );
  });

  it('redacts the segment after a secret-bearing one (the reset page carries its token in the path)', () => {
    expect(redactUrl('/reset/abc.def-123')).toBe(`/reset/${REDACTED}`);
    expect(redactUrl('/reset/abc?lang=ar')).toBe(`/reset/${REDACTED}?lang=ar`);
    expect(redactUrl('/v1/admin/reset')).toBe('/v1/admin/reset');
  });
});
