import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../../src/i18n/i18nProvider';
import arabic from '../../../../src/i18n/ar/memberImport';
import turkish from '../../../../src/i18n/tr/memberImport';

/** Every message of a catalogue with the counted forms polyglot picks from by smart_count. */
function plurals(tree: unknown): string[] {
  if (typeof tree === 'string') return tree.includes('%{smart_count}') ? [tree] : [];
  return Object.values(tree as Record<string, unknown>).flatMap(plurals);
}

describe('the member import plurals', () => {
  it("gives every Arabic plural Arabic's six forms and every Turkish one its single form", () => {
    const arabicPlurals = plurals(arabic);
    expect(arabicPlurals.length).toBeGreaterThan(1);
    expect(arabicPlurals.map((message) => message.split(' |||| ').length)).toEqual(
      arabicPlurals.map(() => 6),
    );
    expect(plurals(turkish).filter((message) => message.includes('||||'))).toEqual([]);
  });

  it('counts the valid rows to import in Arabic with the form of each number', async () => {
    await i18nProvider.changeLocale('ar');
    const importValid = (count: number) =>
      i18nProvider.translate('app.member_import.import_valid', { smart_count: count });
    expect([0, 1, 2, 3, 11, 100].map(importValid)).toEqual([
      'لا صفوف صالحة للاستيراد',
      'استيراد صف صالح واحد',
      'استيراد صفّين صالحين',
      'استيراد 3 صفوف صالحة',
      'استيراد 11 صفًا صالحًا',
      'استيراد 100 صف صالح',
    ]);
  });
});
