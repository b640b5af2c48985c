import { describe, expect, it } from 'vitest';
import {
  fileFrom,
  formDataFrom,
  isoDate,
  joinList,
  listItems,
  numberText,
  optionalField,
  textOf,
} from '../../../src/api/readers/formValues';

describe('fileFrom', () => {
  const file = new File(['x'], 'a.png', { type: 'image/png' });

  it('takes a bare File or the rawFile of an ImageInput value', () => {
    expect(fileFrom(file)).toBe(file);
    expect(fileFrom({ rawFile: file, src: 'blob:1', title: 'a.png' })).toBe(file);
  });

  it('sends nothing for a stored path, a preview without rawFile, or nothing', () => {
    expect(fileFrom('public/images/a.png')).toBeUndefined();
    expect(fileFrom({ src: 'public/images/a.png', title: 'a' })).toBeUndefined();
    expect(fileFrom(null)).toBeUndefined();
    expect(fileFrom(undefined)).toBeUndefined();
  });
});

describe('text, numbers and dates', () => {
  it('reads text trimmed, empty for null and undefined', () => {
    expect(textOf('  a ')).toBe('a');
    expect(textOf(null)).toBe('');
    expect(textOf(5)).toBe('5');
  });

  it("writes numbers as multipart text, '' when empty, 0 kept", () => {
    expect(numberText(0)).toBe('0');
    expect(numberText('')).toBe('');
    expect(numberText(null)).toBe('');
    expect(numberText(12.5)).toBe('12.5');
  });

  it('writes dates as ISO strings with Z, unparseable text as it is', () => {
    expect(isoDate('2024-02-03')).toBe('2024-02-03T00:00:00.000Z');
    expect(isoDate(new Date(Date.UTC(2024, 1, 3, 10, 30)))).toBe('2024-02-03T10:30:00.000Z');
    expect(isoDate('2024-02-03T10:30:00+05:30')).toBe('2024-02-03T05:00:00.000Z');
    expect(isoDate('')).toBe('');
    expect(isoDate('31/12/2024')).toBe('31/12/2024');
  });

  it("leaves an empty optional field out on create and sends '' on update", () => {
    expect(optionalField('', false)).toBeUndefined();
    expect(optionalField('', true)).toBe('');
    expect(optionalField(' x ', false)).toBe('x');
  });
});

describe('multi-value fields', () => {
  it('reads strings, {value} rows and comma text, trimmed, empties dropped', () => {
    expect(listItems(['a ', '', ' b'])).toEqual(['a', 'b']);
    expect(listItems([{ value: ' Yoga ' }, { value: '' }, {}])).toEqual(['Yoga']);
    expect(listItems('a, b,,c')).toEqual(['a', 'b', 'c']);
    expect(listItems(undefined)).toEqual([]);
  });

  it("joins with a bare ',' (packages, heroes) or ', ' (content)", () => {
    expect(joinList([{ value: 'Yoga' }, { value: ' Diet plan' }], ',')).toBe('Yoga,Diet plan');
    expect(joinList(['Diet', 'Cancer'], ', ')).toBe('Diet, Cancer');
    expect(joinList([], ',')).toBe('');
  });
});

describe('formDataFrom', () => {
  it('keeps the order, skips undefined, keeps empty text, repeats arrays and appends files', () => {
    const file = new File(['x'], 'a.png');
    const form = formDataFrom({ a: 'x', skipped: undefined, empty: '', list: ['1', '2'], image: file });
    expect(
      [...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : value.name]),
    ).toEqual([
      ['a', 'x'],
      ['empty', ''],
      ['list', '1'],
      ['list', '2'],
      ['image', 'a.png'],
    ]);
  });
});
