/** Issue 27: the activity log's values read as the resource's screens show them, not as the API stores them. */
import { describe, expect, it } from 'vitest';
import { readableValue } from '../../../src/components/activity/readableValue';

describe('readableValue', () => {
  it('reads empties, yes/no and numbers', () => {
    expect(readableValue(null)).toEqual({ kind: 'empty' });
    expect(readableValue('')).toEqual({ kind: 'empty' });
    expect(readableValue([])).toEqual({ kind: 'empty' });
    expect(readableValue(false)).toEqual({ kind: 'yesNo', yes: false });
    expect(readableValue(310)).toEqual({ kind: 'number', value: 310 });
  });

  it('reads a stored calendar day as that day, and an instant in local time, as the lists write them', () => {
    expect(readableValue('2031-07-04T00:00:00.000Z')).toEqual({ kind: 'date', text: '07-04-2031' });
    expect(readableValue('2031-07-04')).toEqual({ kind: 'date', text: '07-04-2031' });
    const instant = readableValue('2026-11-25T19:32:10.123Z');
    expect(instant.kind).toBe('date');
    expect(instant).toMatchObject({ text: expect.stringMatching(/^\d\d-\d\d-2026 \d\d:\d\d [AP]M$/) });
  });

  it('reads a stored image as a picture and another stored file by its type, never as its path', () => {
    expect(readableValue('public/uploads/packages/4aa3.png')).toEqual({
      kind: 'image',
      url: '/public/uploads/packages/4aa3.png',
    });
    expect(readableValue('https://cdn.example.org/covers/a.JPG?v=2')).toEqual({
      kind: 'image',
      url: 'https://cdn.example.org/covers/a.JPG?v=2',
    });
    expect(readableValue('public/uploads/documents/9f.pdf')).toEqual({
      kind: 'file',
      url: '/public/uploads/documents/9f.pdf',
      type: 'PDF',
    });
    // A web address without a file is a text (a group's link), as is a text that merely ends like a file.
    expect(readableValue('https://meet.example.org/room')).toEqual({
      kind: 'text',
      text: 'https://meet.example.org/room',
    });
    expect(readableValue('See notes.txt')).toEqual({ kind: 'text', text: 'See notes.txt' });
  });

  it("reads a list's items and an object's name, and shortens a long text", () => {
    expect(readableValue(['Yoga', { name: 'Spa' }])).toEqual({ kind: 'text', text: 'Yoga, Spa' });
    const long = readableValue('x'.repeat(100));
    expect(long).toEqual({ kind: 'text', text: `${'x'.repeat(79)}…` });
  });
});
