import { expect, it } from 'vitest';
import ar from '../../src/i18n/ar/serverErrors';

/**
 * An Arabic refusal names its field by the label the screens give it, feminine (مجموعة الدعم) or masculine (البريد
 * الإلكتروني); a sentence made with the label as its subject agrees with one of them only. Every refusal names it as
 * 'حقل <label>' (the field <label>), with which the sentence always agrees.
 */
it("names the field as 'حقل <label>' in every Arabic refusal", () => {
  const templates = Object.entries(ar.app.serverErrors).filter(([, text]) => text.includes('%{field}'));
  expect(templates.length).toBeGreaterThan(20);
  expect(templates.filter(([, text]) => !text.includes('حقل %{field}')).map(([key]) => key)).toEqual([]);
});
