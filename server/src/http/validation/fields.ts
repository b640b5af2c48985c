import { Type, type TSchema } from 'typebox';
import {
  MAX_LIST_ITEMS,
  NUMBER_RULES,
  TEXT_LIMITS,
  type NumberKind,
  type TextKind,
} from '../../../../shared/fieldRules.js';

/**
 * The words request schemas are written in: TypeBox schemas whose bounds come from the shared field rules
 * (shared/fieldRules.ts, which the app's forms read too). Every text is bounded, every number has its range.
 * Before validation, normalizeFields (beside this file) trims texts, reads numbers and booleans sent as text
 * (multipart fields always are), splits comma-joined lists and drops fields sent as null; an empty value of a
 * non-text field counts as not sent, or as null where the schema allows null (`emptyable`).
 */

/** Text that may not be empty when sent (required or not is the object's business). */
export const text = (kind: TextKind) => Type.String({ minLength: 1, maxLength: TEXT_LIMITS[kind] });

/** Text that may be sent empty ('' keeps or clears the value). */
export const optionalText = (kind: TextKind) => Type.String({ maxLength: TEXT_LIMITS[kind] });

/**
 * A password: taken as typed (normalizeFields.ts does not trim it: its spaces are part of it, and trimmed a new
 * password of spaces only would read as '' = unchanged), never only spaces when sent (its format).
 */
export const password = ({ required }: { required: boolean }) =>
  Type.String({ minLength: required ? 1 : 0, maxLength: TEXT_LIMITS.password, format: 'password' });

/** The uuid of a record (this one or another one): any non-empty text, checked against the database. */
export const reference = () => Type.String({ minLength: 1, maxLength: 100 });

/** A number within the range of its kind; whole numbers are JSON Schema integers. */
export function amount(kind: NumberKind) {
  const { min, max, integer } = NUMBER_RULES[kind];
  return integer ? Type.Integer({ minimum: min, maximum: max }) : Type.Number({ minimum: min, maximum: max });
}

/** A number that may be sent empty: '' clears it (null). */
export function emptyableAmount(kind: NumberKind) {
  const { min, max, integer } = NUMBER_RULES[kind];
  return Type.Unsafe<number | null>({
    type: [integer ? 'integer' : 'number', 'null'],
    minimum: min,
    maximum: max,
  });
}

/** true or false (also sent as the texts 'true' and 'false', in any case). */
export const flag = () => Type.Boolean();

/** One of the listed texts; a value sent in another case is read as the listed spelling. */
export const choice = <T extends string>(values: readonly T[]) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values] });

/** One of the listed whole numbers (statuses and types sent as 0, 1, 2…). */
export const numberChoice = <T extends number>(values: readonly T[]) =>
  Type.Unsafe<T>({ type: 'integer', enum: [...values] });

/** A list of texts, sent as an array, repeated multipart parts or comma-joined text; `required`: at least one. */
export const list = (kind: TextKind, options: { required?: boolean } = {}) =>
  Type.Array(text(kind), { minItems: options.required ? 1 : 0, maxItems: MAX_LIST_ITEMS });

/** A real calendar date, ISO 8601 (`YYYY-MM-DD`, optionally with a time), years 1900–9999. */
export const date = () => Type.String({ format: 'iso-date', minLength: 1, maxLength: 40 });

/** A date that may be sent empty: '' clears it (null). */
export const emptyableDate = () =>
  Type.Unsafe<string | null>({ type: ['string', 'null'], format: 'iso-date', maxLength: 40 });

/**
 * Text of one of the formats of validation/formats.ts (email, web-url, colour, phone, calling-code…); with
 * `allowEmpty`, '' is taken too (kept as '').
 */
export const formatted = (format: string, kind: TextKind = 'code', options: { allowEmpty?: boolean } = {}) =>
  Type.String({ format, minLength: options.allowEmpty ? 0 : 1, maxLength: TEXT_LIMITS[kind] });

export const email = () => formatted('email', 'email');

/** An http(s) address with a real host name. */
export const webUrl = (options: { allowEmpty?: boolean } = {}) => formatted('web-url', 'url', options);

/** A body whose keys are exactly these (the backend's Joi-strict schemas): any other key is refused. */
export const strict = <P extends Record<string, TSchema>>(properties: P) =>
  Type.Object(properties, { additionalProperties: false });

/** A body whose other keys are ignored (the backend's routes without Joi, where Mongoose drops them). */
export const lenient = <P extends Record<string, TSchema>>(properties: P) =>
  Type.Object(properties, { additionalProperties: true });

/** Every property of `properties` optional: the update form of a create schema (absent = unchanged). */
export function optional<P extends Record<string, TSchema>>(properties: P) {
  return Object.fromEntries(
    Object.entries(properties).map(([key, schema]) => [key, Type.Optional(schema)]),
  ) as { [K in keyof P]: ReturnType<typeof Type.Optional<P[K]>> };
}
