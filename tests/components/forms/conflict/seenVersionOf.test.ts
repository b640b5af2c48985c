import { describe, expect, it } from 'vitest';
import { seenVersionOf } from '../../../../src/components/forms/conflict/ConflictContext';

describe('seenVersionOf', () => {
  const opened = { id: 'f-1', question: 'Why?' };
  it('is the version a conflict showed of this record, else the record the form opened with', () => {
    const shownByConflict = { id: 'f-1', question: 'Their why?' };
    expect(seenVersionOf({ current: shownByConflict }, opened)).toBe(shownByConflict);
    expect(seenVersionOf({ current: null }, opened)).toBe(opened);
    // A conflict of another record (the same screen moved to it) says nothing of this one.
    expect(seenVersionOf({ current: { id: 'f-2', question: 'Other?' } }, opened)).toBe(opened);
  });
});
