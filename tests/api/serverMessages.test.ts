/**
 * Issue 24: the server's validation refusals (Joi's wording: the reference server's and the real backend's) are
 * read back into the app's keys and said in the admin's language, the field named by its label; other texts stay.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ERROR_KEYS } from '../../src/api/apiErrors';
import { failureNotice, readServerMessage, serverNotice } from '../../src/api/serverMessages';
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
    [
      '"numberOfMembers" cannot be less than the 1234 members who joined.',
      'below_joined',
      'numberOfMembers',
      // A number: the text writes it grouped ('1,234'), as the group's places are.
      { count: 1234 },
    ],
    ['"upload" is not a valid mp4 file.', 'file_content', 'upload', { type: 'mp4' }],
    ['"image" is larger than 2000000 bytes.', 'file_size', 'image', { max: '2 MB' }],
    ['"upload" is larger than 200000000 bytes.', 'file_size', 'upload', { max: '200 MB' }],
    ['"upload" is larger than 1500000 bytes.', 'file_size', 'upload', { max: '1.5 MB' }],
    ['"file" must be a file of type jpg, png.', 'file_type', 'file', { types: 'jpg, png' }],
    [
      'E11000 duplicate key error collection: users index: email_1 dup key: { email: "a@b.c" }',
      'duplicate',
      'email',
      {},
    ],
    ['E11000 duplicate key error collection: admins dup key: { phone: "5550100" }', 'duplicate', 'phone', {}],
  ])('reads %s', (text, key, field, args) => {
    expect(readServerMessage(text)).toEqual({ key: `app.serverErrors.${key}`, field, args });
  });

  it('leaves texts it does not know', () => {
    for (const text of [
      'Coupon with same name already exists.',
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

  it("says an upload's refused content or size naming the screen's field, the size as the form says it", () => {
    expect(shown('"upload" is not a valid mp4 file.', 'multimedia', en)).toBe(
      'Media File is not a valid mp4 file',
    );
    expect(shown('"image" is larger than 2000000 bytes.', 'packages', en)).toBe('Image is larger than 2 MB');
    expect(shown('"image" is larger than 2000000 bytes.', 'packages', ar)).toBe(
      `ملف حقل ${translatorOf(ar)('resources.packages.fields.image')} أكبر من \u20662 MB\u2069`,
    );
  });

  it("names an API field by the label of the screens' field it fills (packages' hhSessions, content's membership)", () => {
    expect(shown('"numberOfHealthHeroSessions" must be a number', 'packages', en)).toBe(
      'Number Of Health Hero Sessions must be a number',
    );
    expect(shown('"name" length must be less than or equal to 200 characters long', 'packages', en)).toBe(
      'Package Name must be at most 200 characters',
    );
    expect(shown('"membershipType" is required', 'documents', en)).toBe('Membership is required');
    expect(shown('"numberOfHealthHeroSessions" must be a number', 'packages', ar)).toContain(
      translatorOf(ar)('resources.packages.fields.hhSessions'),
    );
  });

  it("says MongoDB's duplicate key refusal as the field already in use, in the admin's language", () => {
    const text =
      'E11000 duplicate key error collection: users index: email_1 dup key: { email: "ann@example.com" }';
    expect(shown(text, 'members', en)).toBe('Email ID is already in use by another record');
    expect(shown(text, 'members', ar)).not.toMatch(/E11000|email/);
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

/** What the notification shows for a failed call, in `messages`' language. */
function shownFailure(error: unknown, text: string, messages: typeof en) {
  const translate = translatorOf(messages);
  const { message, messageArgs } = failureNotice(error, text, 'packages', translate);
  return translate(message, { _: message, ...messageArgs });
}

describe('failureNotice', () => {
  it("says a record gone in the admin's language: the server's 'No … found' text", () => {
    const text = 'No package found for this uuid.';
    const error = new HttpError(text, 404, { status: 404, error: text });
    expect(shownFailure(error, text, en)).toBe(
      'This record no longer exists: another administrator may have deleted it.',
    );
    expect(shownFailure(error, text, ar)).toBe(translatorOf(ar)('app.serverErrors.gone'));
    expect(shownFailure(error, text, ar)).not.toMatch(/[A-Za-z]/);
  });

  it("says a record gone for the backend's Mongoose text about an unknown uuid (api-contract.md §2)", () => {
    const text = `No document found for query "{ uuid: '6cddb20b-6b43-4d8a-91d6-8e44ecc7a894' }" on model "packages"`;
    const error = new HttpError(text, 400, { status: 400, error: text });
    expect(shownFailure(error, text, en)).toBe(
      'This record no longer exists: another administrator may have deleted it.',
    );
  });

  it('says a record gone when a save is refused with 409 and no record as it now is', () => {
    const text = 'This record was changed by another administrator since it was read.';
    const gone = new HttpError(text, 409, { status: 409, error: text, data: null });
    expect(shownFailure(gone, text, tr)).toBe(translatorOf(tr)('app.serverErrors.gone'));
    // A 409 naming the record as it now is stays the server's (the provider turns it into its conflict).
    const changed = new HttpError(text, 409, { status: 409, error: text, data: { uuid: 'p-1' } });
    expect(shownFailure(changed, text, en)).toBe(text);
  });

  it("says a server's error page (a proxy's 502, a 500 page) by its status, not by the page's words", () => {
    const page = new HttpError('502 Bad Gateway nginx/1.24.0', 502, '<html><h1>502 Bad Gateway</h1></html>');
    expect(shownFailure(page, page.message, en)).toBe(
      'The server could not complete the request (error 502). Please try again.',
    );
    expect(shownFailure(page, page.message, ar)).toContain('502');
    expect(shownFailure(page, page.message, ar)).not.toMatch(/Bad Gateway|nginx/);
    // A 500 answered in the API's wrapper keeps the server's own text.
    const wrapped = new HttpError('Coupon expired', 500, { status: 500, error: 'Coupon expired' });
    expect(shownFailure(wrapped, wrapped.message, en)).toBe('Coupon expired');
  });

  it("says a refusal answered by a page (a proxy's 413, a framework's 404) by its status, not by the page's words", () => {
    const tooLarge = new HttpError('413 Request Entity Too Large nginx', 413, '<html><h1>413</h1></html>');
    expect(shownFailure(tooLarge, tooLarge.message, en)).toBe(
      'The file is too large for the server to accept (error 413).',
    );
    expect(shownFailure(tooLarge, tooLarge.message, ar)).not.toMatch(/[A-Za-z]/);
    const noRoute = new HttpError(
      'Cannot PATCH /v1/admin/package/update/p-1',
      404,
      'Cannot PATCH /v1/admin/package/update/p-1',
    );
    expect(shownFailure(noRoute, noRoute.message, en)).toBe('The server refused the request (error 404).');
    expect(shownFailure(noRoute, noRoute.message, tr)).toContain('404');
    // A record gone said in plain text is still a record gone; a 401 page signs out and keeps its text.
    const gone = new HttpError('No package found for this uuid.', 404, 'No package found for this uuid.');
    expect(shownFailure(gone, gone.message, en)).toBe(
      'This record no longer exists: another administrator may have deleted it.',
    );
    const signedOut = new HttpError('Unauthorized', 401, 'Unauthorized');
    expect(shownFailure(signedOut, signedOut.message, en)).toBe('Unauthorized');
  });

  it('says a refusal the app knows in the admin\'s language even when a page carries it, and a 408/429 page as "try again"', () => {
    const text = '"isActive" must be a boolean';
    expect(shownFailure(new HttpError(text, 400, text), text, en)).toBe('Active must be yes or no');
    const busy = new HttpError('429 Too Many Requests', 429, '<html><h1>429 Too Many Requests</h1></html>');
    expect(shownFailure(busy, busy.message, en)).toBe(
      'The server could not complete the request (error 429). Please try again.',
    );
    // Cut-off JSON on a 4xx is an answer that could not be read, not a refusal.
    const cut = new HttpError(ERROR_KEYS.malformed, 400, '{"status":400,"err');
    expect(shownFailure(cut, cut.message, en)).toBe(translatorOf(en)(ERROR_KEYS.malformed));
  });

  it("leaves a validation refusal to serverNotice, in the admin's language", () => {
    const text = '"isActive" must be a boolean';
    expect(shownFailure(new HttpError(text, 400, { error: text }), text, en)).toBe(
      'Active must be yes or no',
    );
  });
});

describe('a refusal for too many attempts (429)', () => {
  const limited = 'Too many attempts. Please try again in 3 minutes.';
  const said = (messages: typeof en, locale: string) => {
    const provider = polyglotI18nProvider(() => messages, locale);
    const translate = (key: string, options?: Record<string, unknown>) => provider.translate(key, options);
    const { message, messageArgs } = failureNotice(
      new HttpError(limited, 429),
      limited,
      'profile',
      translate,
    );
    return translate(message, { _: message, ...messageArgs });
  };

  it("says the reference server's wait in the admin's language, with the language's plural", () => {
    expect(said(en, 'en')).toBe(limited);
    expect(said(ar, 'ar')).toBe('محاولات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد 3 دقائق.');
    expect(said(tr, 'tr')).toBe('Çok fazla deneme yapıldı. Lütfen 3 dakika sonra yeniden deneyin.');
  });
});
