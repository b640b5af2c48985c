import { describe, expect, it } from 'vitest';
import { EMAIL_INVALID, emailAddress } from '../../src/validation/rules';

describe('emailAddress', () => {
  it("refuses what the server refuses, as react-admin's email does not: a quoted name with a space", () => {
    const rule = emailAddress();
    expect(rule('"john smith"@example.com')).toBe(EMAIL_INVALID);
    expect(rule('john@example')).toBe(EMAIL_INVALID);
    expect(rule('john smith@example.com')).toBe(EMAIL_INVALID);
  });

  it('takes an address the server takes, spaces around it trimmed as the server trims them, and leaves blank to required', () => {
    const rule = emailAddress('custom');
    expect(rule('john.smith+wellness@example.co.uk')).toBeUndefined();
    expect(rule('  ann@example.com ')).toBeUndefined();
    expect(rule('')).toBeUndefined();
    expect(rule(undefined)).toBeUndefined();
    expect(rule('nope')).toBe('custom');
  });
});
