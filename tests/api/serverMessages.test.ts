/**
 * Issue 24: the server's validation refusals (Joi's wording: the reference server's and the real backend's) are
 * read back into the app's keys and said in the admin's language, the field named by its label; other texts stay.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, it } from 'vitest';
import { readServerMessage, serverNotice } from '../../src/api/serverMessages';
import { ar } from '../../src/i18n/ar';
import { en } from '../../src/i18n/en';
import { tr } from '../../src/i18n/tr';

const translatorOf = (messages: typeof en) => {
  const provider = polyglotI18nProvider(() => messages, 'xx', { allowMissing: true });
  return (key: string, options?: Record<string, unknown>) => provider.translate(key, options);
};

/** What the notification shows for `text` on a screen of `resource`, in `messages`' language. */
function shown(text: string, resource: string, messages: typeof en) {
  const translate = translatorOf(messages);
  const { message, messageArgs } = serverNotice(text, resource, translate);
  return translate(message, { _: message, ...messageArgs });
}

describe('readServerMessage', () => {
  it.each([
    ['"numberOfMembers" must be an integer', 'whole_number', 'numberOfMembers', {}],
    ['"numberOfMembers" must be a whole number.', 'whole_number', 'numberOfMembers', {}],
    ['"question" is required.', 'required', 'question', {}],
    ['"name" is not allowed to be empty', 'empty', 'name', {}],
    ['"_id" is not allowed', 'not_allowed', '_id', {}],
    ['"annualCost" must be less than or equal to 1000000', 'max', 'annualCost', { max: '1000000' }],
    ['"discount" must be greater than or equal to 0', 'min', 'discount', { min: '0' }],
    ['"question" may be at most 20000 characters long.', 'max_length', 'question', { max: '20000' }],
    ['"name" length must be less than or equal to 200 characters long', 'max_length', 'name', { max: '200' }],
    [
      '"category[0]" length must be less than or equal to 100 characters long',
      'max_length',
      'category',
      { max: '100' },
    ],
    ['"gender" must be one of [Male, Female, Other]', 'one_of', 'gender', { options: 'Male, Female, Other' }],
    ['"link" must be a valid URL, including scheme', 'url', 'link', {}],
    ['"expiryDate" must be in the future', 'future', 'expiryDate', {}],
    ['"mobile" must be 6 to 15 digits', 'digits', 'mobile', { min: '6', max: '15' }],
  ])('reads %s', (text, key, field, args) => {
    expect(readServerMessage(text)).toEqual({ key: `app.serverErrors.${key}`, field, args });
  });

  it('leaves texts it does not know', () => {
    for (const text of [
      'Coupon with same name already exists.',
      'E11000 duplicate key error collection: users index: email_1 dup key: { email: "a@b.c" }',
      '"membershipPackage": no package found for this uuid.',
      'Server Error',
    ]) {
      expect(readServerMessage(text)).toBeUndefined();
    }
  });
});

describe('serverNotice', () => {
  it('says a refusal in English, Arabic and Turkish, naming the field by its label', () => {
    const text = '"numberOfMembers" must be an integer';
    expect(shown(text, 'groups', en)).toBe('Number of Members must be a whole number');
    const arabic = shown(text, 'groups', ar);
    expect(arabic).not.toMatch(/numberOfMembers|must/);
    expect(arabic).toContain(translatorOf(ar)('resources.groups.fields.numberOfMembers'));
    const turkish = shown(text, 'groups', tr);
    expect(turkish).not.toMatch(/numberOfMembers|must/);
    expect(turkish).toContain(translatorOf(tr)('resources.groups.fields.numberOfMembers'));
  });

  it('names a field without a label by its API name, and keeps the values', () => {
    expect(shown('"annualCost" must be less than or equal to 1000000', 'nowhere', en)).toBe(
      'annualCost must be at most 1000000',
    );
  });

  it('shows any other text as the server sent it', () => {
    expect(shown('Coupon with same name already exists.', 'promoCodes', ar)).toBe(
      'Coupon with same name already exists.',
    );
  });
});
