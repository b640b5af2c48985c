import { describe, expect, it } from 'vitest';
import { withTitleRow } from '../../../src/components/csv/csvExporter';

describe('withTitleRow', () => {
  it('puts the title on a row of its own above the headers', () => {
    expect(withTitleRow('User,Email\r\nAnn,a@x.org', 'Heart, Warriors').split('\r\n')).toEqual([
      '"Heart, Warriors"',
      'User,Email',
      'Ann,a@x.org',
    ]);
  });

  it('neutralises a title that starts a formula', () => {
    expect(withTitleRow('User', '=cmd()').split('\r\n')[0]).toBe(`"'=cmd()"`);
  });
});
