import {
  CALLING_CODE_PATTERN,
  COLOUR_PATTERN,
  EMAIL_PATTERN,
  PHONE_PATTERN,
  isWebUrl,
} from '../../../../shared/fieldRules.js';
import { dateProblemText, readRealDate } from '../realDate.js';

/**
 * The string formats of the request schemas (each also takes '': whether a field may be empty is its
 * `minLength`'s business, see fields.ts), added to Fastify's Ajv (after ajv-formats, so `email` is the app's
 * rule rather than ajv-formats' stricter one: the forms check the same pattern). Each has the text a refusal
 * gives after the field's name (validation/joiMessages.ts).
 */
export const FORMATS: Record<
  string,
  { test: (value: string) => boolean; refusal: (value: string) => string }
> = {
  email: { test: (value) => EMAIL_PATTERN.test(value), refusal: () => 'must be a valid email' },
  'web-url': { test: isWebUrl, refusal: () => 'must be a valid URL, including scheme' },
  'iso-date': {
    test: (value) => 'date' in readRealDate(value),
    refusal: (value) => {
      const reading = readRealDate(value);
      return dateProblemText('problem' in reading ? reading.problem : 'invalid');
    },
  },
  colour: { test: (value) => COLOUR_PATTERN.test(value), refusal: () => 'must be a colour such as #ff0000' },
  phone: { test: (value) => PHONE_PATTERN.test(value), refusal: () => 'must be 6 to 15 digits' },
  'calling-code': {
    test: (value) => CALLING_CODE_PATTERN.test(value),
    refusal: () => 'must be a calling code such as +1',
  },
  // The admin profile's own phone rule (spec 3: 6 to 14 digits; members and partners take 15).
  'admin-phone': { test: (value) => /^\d{6,14}$/.test(value), refusal: () => 'must be 6 to 14 digits' },
  // Passwords are not trimmed (normalizeFields.ts): one of spaces only is refused rather than taken as typed.
  password: { test: (value) => value.trim() !== '', refusal: () => 'must not be only spaces' },
  // The profile's shortcut bar: navigation ids, comma-joined.
  'page-ids': {
    test: (value) => /^[a-z0-9-]+(,[a-z0-9-]+)*$/.test(value),
    refusal: () => 'must be page ids separated by commas',
  },
};

/** Ajv's `onCreate`: adds the formats to the instance Fastify compiles request schemas with. */
export function addFormats(ajv: {
  addFormat(name: string, format: { validate: (value: string) => boolean }): unknown;
}) {
  for (const [name, { test }] of Object.entries(FORMATS)) {
    ajv.addFormat(name, { validate: (value) => value === '' || test(value) });
  }
}
