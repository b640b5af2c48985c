/**
 * Field validators returning i18n keys of the spec's messages (app.common.*), for what react-admin's own
 * validators do not check. Forms use react-admin's `minLength(n, key)` (and the public sign-in forms its
 * `email(key)`) beside these, and `requiredField`, which is react-admin's `required` refusing blank text as well.
 */
import { required, type ValidationErrorMessage } from 'react-admin';
import { EMAIL_PATTERN, isWebUrl } from '../../shared/fieldRules';
import { extensionOf } from '../../shared/fileSignatures';
import { calendarDayOf, todayCalendarDay } from '../components/format/calendarDates';
import { chosenFile, contentFitsExtension } from './fileContent';
import { imageAtMost2Mb } from './fileSize';

type Validator = (value: unknown, allValues?: Record<string, unknown>) => string | undefined;

const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** The spec's messages for react-admin's `required` and `email`. */
export const REQUIRED = 'app.common.required';
export const EMAIL_INVALID = 'app.common.email_invalid';

/**
 * An e-mail address as the server takes it (shared/fieldRules.ts, read by the server's `email()` too):
 * react-admin's `email` lets through what the server refuses, such as a quoted name with a space in it.
 */
export const emailAddress =
  (message = EMAIL_INVALID): Validator =>
  (value) =>
    typeof value === 'string' && value.trim() !== '' && !EMAIL_PATTERN.test(value.trim())
      ? message
      : undefined;

/**
 * react-admin's `required` with the spec's message, where blank text ('   ') counts as empty too. It keeps
 * `required`'s `isRequired` mark, so react-admin inputs show their asterisk; the public sign-in forms
 * (src/public/useFormFields.ts) use it as a plain rule.
 */
export const requiredField = (message = REQUIRED): Validator =>
  Object.assign((value: unknown) => (isEmpty(value) ? message : undefined), {
    isRequired: required(message).isRequired,
  });

/** Digits only, with a length range (phone numbers: 6–15, or 6–14 on the profile). */
export const digitsBetween =
  (min: number, max: 14 | 15): Validator =>
  (value) => {
    if (isEmpty(value)) return undefined;
    const text = String(value);
    if (!/^\d+$/.test(text)) return 'app.common.only_digits';
    if (text.length < min) return 'app.common.more_than_6_digits';
    if (text.length > max)
      return max === 14 ? 'app.common.not_more_than_14_digits' : 'app.common.not_more_than_15_digits';
    return undefined;
  };

/** A password typed as spaces only (the server takes passwords as typed, and refuses such a one). */
export const notOnlySpaces =
  (message = 'app.common.password_only_spaces'): Validator =>
  (value) =>
    typeof value === 'string' && value !== '' && value.trim() === '' ? message : undefined;

export const fileNameOf = (value: unknown): string | undefined => {
  if (!value) return undefined;
  if (typeof File !== 'undefined' && value instanceof File) return value.name;
  if (typeof value === 'object' && value !== null) {
    const v = value as { rawFile?: unknown; title?: unknown };
    if (typeof File !== 'undefined' && v.rawFile instanceof File) return v.rawFile.name;
    if (typeof v.title === 'string') return v.title;
  }
  return undefined;
};

/** A rule of a chosen file: its content is read (asynchronously, 8 bytes) once its extension has passed. */
type FileValidator = (value: unknown) => ValidationErrorMessage | undefined | Promise<string | undefined>;

/**
 * The chosen file (a File or react-admin's `{ rawFile }`) has one of the extensions, and its first bytes are
 * those of that kind of file (validation/fileContent.ts), as the server checks.
 */
export const fileExtensionIn =
  (extensions: string[], message = 'app.common.image_type'): FileValidator =>
  (value) => {
    const name = fileNameOf(value);
    if (!name) return undefined;
    const ext = extensionOf(name);
    if (!extensions.includes(ext)) return message;
    const file = chosenFile(value);
    return file && contentFitsExtension(file, ext).then((fits) => (fits ? undefined : message));
  };

const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'];

/**
 * An image as every image upload of the backend takes it (spec 1 §9: JPG, JPEG, PNG; at most 2 MB): the spec's
 * type message for another extension or content, and the size message for a bigger file.
 */
export const imageFile = (): FileValidator => {
  const ofType = fileExtensionIn(IMAGE_EXTENSIONS);
  const small = imageAtMost2Mb();
  return (value) => {
    const typeResult = ofType(value);
    if (typeof typeResult === 'string') return typeResult;
    return small(value) ?? typeResult;
  };
};

/**
 * A date (or date-time) that is not before today (or now, with `withTime`). A date is compared as the calendar
 * day it names, so today's date is not 'in the past' west of UTC.
 */
export const notInPast =
  (message = 'app.common.date_in_past', withTime = false): Validator =>
  (value) => {
    if (isEmpty(value)) return undefined;
    if (!withTime) {
      const day = calendarDayOf(value);
      return day === '' || day < todayCalendarDay() ? message : undefined;
    }
    const date = new Date(value as string);
    if (Number.isNaN(date.getTime())) return message;
    return date.getTime() < Date.now() ? message : undefined;
  };

/**
 * An http(s) address with a real host name, as the server checks it (shared/fieldRules.ts): Chromium's URL parser
 * would take `https://ex ample.com`.
 */
export const validUrl =
  (message = 'app.common.valid_url'): Validator =>
  (value) =>
    isEmpty(value) || isWebUrl(String(value).trim()) ? undefined : message;

/** Equals another field of the form (confirm password). */
export const matchesField =
  (field: string, message = 'app.common.passwords_must_match'): Validator =>
  (value, allValues) =>
    (value ?? '') === (allValues?.[field] ?? '') ? undefined : message;

/** Required only while another field of the form is filled (the current password, with a new one). */
export const requiredWith =
  (field: string, message = 'app.common.required'): Validator =>
  (value, allValues) =>
    isEmpty(allValues?.[field]) || !isEmpty(value) ? undefined : message;

/** A whole number (session counts, capacities); empty passes, `requiredField` asks for a value. */
export const wholeNumber =
  (message = 'app.kit.whole_number'): Validator =>
  (value) =>
    isEmpty(value) || Number.isInteger(Number(value)) ? undefined : message;

/** A number of 0 or more: the spec's "minimum 0", worded as its 'Value must be greater than -1' (-0.5 is refused). */
export const notNegative =
  (message = 'app.common.greater_than_minus_one'): Validator =>
  (value) => {
    if (isEmpty(value)) return undefined;
    const n = Number(value);
    return Number.isFinite(n) && n >= 0 ? undefined : message;
  };

/** Text without a comma, for values the API joins into a comma-separated string. */
export const noComma =
  (message = 'app.kit.no_comma'): Validator =>
  (value) =>
    typeof value === 'string' && value.includes(',') ? message : undefined;
