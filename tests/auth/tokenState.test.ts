import { describe, expect, it } from 'vitest';
import { tokenExpiresAt, tokenState } from '../../src/auth/tokenState';
import { jwt } from './fakeApi';

describe('tokenState', () => {
  const now = Date.UTC(2030, 0, 1);
  const at = (ms: number) => Math.floor(ms / 1000);

  it('is valid before exp and expired from exp on', () => {
    expect(tokenState(jwt({ exp: at(now) + 1 }), now)).toBe('valid');
    expect(tokenState(jwt({ exp: at(now) }), now)).toBe('expired');
  });

  it('leaves a token without exp to the server', () => {
    expect(tokenState(jwt({ id: 'x' }), now)).toBe('valid');
  });

  it.each(['', 'abc', 'a.b.c', jwt({ exp: 'soon' })])('calls %j malformed', (token) => {
    expect(tokenState(token, now)).toBe('malformed');
  });
});

describe('tokenExpiresAt', () => {
  it('reads exp in ms, never for a token without exp, and null for an unreadable one', () => {
    expect(tokenExpiresAt(jwt({ exp: 1_900_000_000 }))).toBe(1_900_000_000_000);
    expect(tokenExpiresAt(jwt({ id: 'x' }))).toBe(Infinity);
    expect(tokenExpiresAt(jwt({ exp: 'soon' }))).toBeNull();
    expect(tokenExpiresAt('abc')).toBeNull();
  });
});
