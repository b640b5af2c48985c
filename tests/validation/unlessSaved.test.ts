import { describe, expect, it } from 'vitest';
import { notInPast } from '../../src/validation/rules';
import { unlessSaved } from '../../src/validation/unlessSaved';

describe('unlessSaved', () => {
  const saved = '2020-01-01T10:00:00.000Z';

  it('lets the saved value pass as it was, and checks any other value', () => {
    const rule = unlessSaved(saved, notInPast());
    expect(rule(saved)).toBeUndefined();
    expect(rule('2020-01-02')).toBe('app.common.date_in_past');
    expect(rule('2999-01-01')).toBeUndefined();
  });

  it('is the rule itself without a saved value (a create form)', () => {
    expect(unlessSaved(undefined, notInPast())(saved)).toBe('app.common.date_in_past');
  });
});
