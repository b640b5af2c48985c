import { describe, expect, it } from 'vitest';
import { withHeaderRows } from '../../../src/components/csv/csvExporter';

describe('withHeaderRows', () => {
  it('puts label/value rows above the headers', () => {
    const csv = withHeaderRows('User,Qty\r\nAnn,2', [
      ['Event Name', 'Heart Walk, Pune'],
      ['Date', '03/04/2026'],
    ]);
    expect(csv.split('\r\n')).toEqual([
      '"Event Name","Heart Walk, Pune"',
      '"Date","03/04/2026"',
      'User,Qty',
      'Ann,2',
    ]);
  });

  it('neutralises a header value that starts a formula', () => {
    expect(withHeaderRows('User', [['Event Name', '=HYPERLINK("x")']]).split('\r\n')[0]).toBe(
      `"Event Name","'=HYPERLINK(""x"")"`,
    );
  });
});
