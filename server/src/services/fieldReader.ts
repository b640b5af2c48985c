import { INT4_MAX, INT4_MIN } from '../http/inputLimits.js';
import { dateProblemText, readRealDate } from '../http/realDate.js';
import { ApiError, invalid, type FailureShape } from '../http/reply.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Why a whole number does not fit an `integer` column, after the field's name; undefined when it fits. */
function int4Problem(value: number): string | undefined {
  if (value > INT4_MAX) return `must be less than or equal to ${INT4_MAX}`;
  if (value < INT4_MIN) return `must be greater than or equal to ${INT4_MIN}`;
  return undefined;
}

/** Text fields of a body as readBody gives them: strings, or arrays when a part was repeated. */
export type Fields = Record<string, string | string[]>;

/**
 * Reads and checks the fields of one request. Every failure is a 400 naming the field, in the wrapper shape the
 * route uses (`'data'` = the S-wrapper/400 of the create routes). A getter returns `undefined` for an absent
 * field. With `partial` (updates), `required` means "not empty when sent": absent fields stay unchanged, so
 * create and update share one set of field rules.
 */
export function fieldReader(fields: Fields, shape: FailureShape = 'error', partial = false) {
  const fail = (name: string, rule: string) => invalid(`"${name}" ${rule}.`, shape);

  const single = (name: string): string | undefined => {
    const value = fields[name];
    if (value === undefined) return undefined;
    if (Array.isArray(value)) throw fail(name, 'must be a single value');
    return value;
  };

  const text = (name: string, options: { required?: boolean } = {}): string | undefined => {
    const value = single(name)?.trim();
    if (options.required && !value && !(partial && value === undefined)) throw fail(name, 'is required');
    return value;
  };

  return {
    /** Rejects keys outside `allowed`, as the backend's strict (Joi) schemas do. */
    only(allowed: readonly string[]) {
      const unknown = Object.keys(fields).find((key) => !allowed.includes(key));
      if (unknown) throw fail(unknown, 'is not allowed');
    },
    text,
    number(name: string, options: { required?: boolean; min?: number; integer?: boolean } = {}) {
      const raw = text(name, options);
      if (!raw) return undefined;
      const value = Number(raw);
      if (!Number.isFinite(value)) throw fail(name, 'must be a number');
      if (options.integer && !Number.isInteger(value)) throw fail(name, 'must be a whole number');
      if (options.min !== undefined && value < options.min)
        throw fail(name, `must be greater than or equal to ${options.min}`);
      // Whole numbers go to `integer` columns.
      const outside = options.integer ? int4Problem(value) : undefined;
      if (outside) throw fail(name, outside);
      return value;
    },
    /** true/false, sent as JSON booleans (readBody makes them strings) or as the strings themselves. */
    boolean(name: string, options: { required?: boolean } = {}) {
      const raw = text(name, options)?.toLowerCase();
      if (!raw) return undefined;
      if (raw !== 'true' && raw !== 'false') throw fail(name, 'must be true or false');
      return raw === 'true';
    },
    oneOf<T extends string>(name: string, values: readonly T[], options: { required?: boolean } = {}) {
      const raw = text(name, options);
      if (!raw) return undefined;
      if (!(values as readonly string[]).includes(raw))
        throw fail(name, `must be one of ${values.join(', ')}`);
      return raw as T;
    },
    /** A list sent as comma-joined text and/or repeated parts; items trimmed, empty ones dropped. */
    list(name: string, options: { required?: boolean; values?: readonly string[] } = {}) {
      const value = fields[name];
      if (value === undefined) {
        if (options.required && !partial) throw fail(name, 'needs at least one entry');
        return undefined;
      }
      const items = (Array.isArray(value) ? value : [value])
        .flatMap((part) => part.split(','))
        .map((item) => item.trim())
        .filter(Boolean);
      if (options.required && items.length === 0) throw fail(name, 'needs at least one entry');
      const wrong = options.values && items.find((item) => !options.values?.includes(item));
      if (wrong) throw fail(name, `has "${wrong}"; allowed: ${options.values?.join(', ')}`);
      return items;
    },
    email(name: string, options: { required?: boolean } = {}) {
      const raw = text(name, options);
      if (raw && !EMAIL.test(raw)) throw fail(name, 'must be a valid email');
      return raw;
    },
    url(name: string, options: { required?: boolean } = {}) {
      const raw = text(name, options);
      if (!raw) return raw;
      let scheme = '';
      try {
        scheme = new URL(raw).protocol;
      } catch {
        throw fail(name, 'must be a valid URL, including scheme');
      }
      if (scheme !== 'http:' && scheme !== 'https:') throw fail(name, 'must be an http(s) URL');
      return raw;
    },
    date(name: string, options: { required?: boolean } = {}) {
      const raw = text(name, options);
      if (!raw) return undefined;
      const reading = readRealDate(raw);
      if ('problem' in reading) throw fail(name, dateProblemText(reading.problem));
      return reading.date;
    },
    fail,
  };
}

export type FieldReader = ReturnType<typeof fieldReader>;

/** A field that must be present whatever the mode (the uuid naming the record a call works on…). */
export const requiredText = (fields: Fields, name = 'uuid', shape: FailureShape = 'error') =>
  fieldReader(fields, shape).text(name, { required: true }) as string;

/*
 * Schemas: the routes that reproduce the backend's Joi validation (members, packages, auth, profile) check a
 * whole body against a schema, with Joi's messages (`"name" is required`, `"x" is not allowed`, no full stop).
 * Input values come from JSON (any type) or multipart (strings, an array when a field is repeated); numbers and
 * booleans are accepted as their string forms, as Joi converts them.
 */
type FieldType = 'string' | 'email' | 'number' | 'integer' | 'boolean' | 'date';

interface FieldRule {
  type: FieldType;
  required?: boolean;
  /** Accept '' (Joi's `.allow('')`): strings keep it, numbers and dates become null. */
  allowEmpty?: boolean;
  /** Least value (numbers) or length (strings). */
  min?: number;
  /** Greatest length (strings). */
  max?: number;
  /** Allowed values (strings), compared case-insensitively; the canonical spelling is returned. */
  valid?: readonly string[];
  /** A pattern the (trimmed) string must match, with the text telling what is expected. */
  pattern?: { regex: RegExp; description: string };
}

type Schema = Record<string, FieldRule>;

type ValueOf<R extends FieldRule> = R['type'] extends 'number' | 'integer'
  ? number
  : R['type'] extends 'boolean'
    ? boolean
    : R['type'] extends 'date'
      ? Date
      : string;

type RequiredKeys<S extends Schema> = { [K in keyof S]: S[K]['required'] extends true ? K : never }[keyof S];

/** Required fields are present; others may be undefined (not sent) or null ('' for numbers and dates). */
type Values<S extends Schema> = { [K in RequiredKeys<S>]: ValueOf<S[K]> } & {
  [K in Exclude<keyof S, RequiredKeys<S>>]?: ValueOf<S[K]> | null;
};

/** An update's fields: any of them may be missing. */
type Patch<S extends Schema> = { [K in keyof S]?: ValueOf<S[K]> | null };

interface CheckOptions {
  /** Where the failure text goes (api-contract §2): 'data' for the S-wrapper/400 routes. */
  shape?: FailureShape;
  /** HTTP status of a failure when it differs from 400 (profile update answers 200). */
  httpStatus?: number;
  /** Keys that may be present but are not checked (e.g. `uuid`). */
  ignore?: readonly string[];
}

class FieldError extends Error {}

function checkOne(key: string, raw: unknown, rule: FieldRule): unknown {
  if (Array.isArray(raw)) throw new FieldError(`"${key}" must be a single value`);
  const isEmpty = raw === '';
  if (isEmpty && !rule.allowEmpty) throw new FieldError(`"${key}" is not allowed to be empty`);
  switch (rule.type) {
    case 'string':
    case 'email': {
      if (typeof raw !== 'string') throw new FieldError(`"${key}" must be a string`);
      const value = raw.trim();
      if (isEmpty) return '';
      if (value === '') throw new FieldError(`"${key}" is not allowed to be empty`);
      if (rule.type === 'email' && !EMAIL.test(value)) throw new FieldError(`"${key}" must be a valid email`);
      if (rule.min !== undefined && value.length < rule.min)
        throw new FieldError(`"${key}" length must be at least ${rule.min} characters long`);
      if (rule.max !== undefined && value.length > rule.max)
        throw new FieldError(`"${key}" length must be less than or equal to ${rule.max} characters long`);
      if (rule.pattern && !rule.pattern.regex.test(value))
        throw new FieldError(`"${key}" must be ${rule.pattern.description}`);
      if (rule.valid) {
        const match = rule.valid.find((option) => option.toLowerCase() === value.toLowerCase());
        if (!match) throw new FieldError(`"${key}" must be one of [${rule.valid.join(', ')}]`);
        return match;
      }
      return value;
    }
    case 'number':
    case 'integer': {
      if (isEmpty) return null;
      const value = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() ? Number(raw) : NaN;
      if (!Number.isFinite(value)) throw new FieldError(`"${key}" must be a number`);
      if (rule.type === 'integer' && !Number.isInteger(value))
        throw new FieldError(`"${key}" must be an integer`);
      if (rule.min !== undefined && value < rule.min)
        throw new FieldError(`"${key}" must be greater than or equal to ${rule.min}`);
      // Integers go to `integer` columns.
      const outside = rule.type === 'integer' ? int4Problem(value) : undefined;
      if (outside) throw new FieldError(`"${key}" ${outside}`);
      return value;
    }
    case 'boolean': {
      if (typeof raw === 'boolean') return raw;
      if (raw === 'true' || raw === 'false') return raw === 'true';
      throw new FieldError(`"${key}" must be a boolean`);
    }
    case 'date': {
      if (isEmpty) return null;
      const reading = typeof raw === 'string' ? readRealDate(raw.trim()) : { problem: 'invalid' as const };
      if ('problem' in reading) throw new FieldError(`"${key}" ${dateProblemText(reading.problem)}`);
      return reading.date;
    }
  }
}

/**
 * Checks `input` against `schema`: unknown keys, missing required fields and bad values fail with an ApiError
 * (status 400) naming the field; only the schema's keys that were sent are returned.
 */
export function checkFields<S extends Schema>(
  input: Record<string, unknown>,
  schema: S,
  options: CheckOptions = {},
): Values<S> {
  return check(input, schema, options, false) as Values<S>;
}

/** Like checkFields, but required fields may be missing (updates send only what changes). */
export function checkPatch<S extends Schema>(
  input: Record<string, unknown>,
  schema: S,
  options: CheckOptions = {},
): Patch<S> {
  return check(input, schema, options, true) as Patch<S>;
}

function check(input: Record<string, unknown>, schema: Schema, options: CheckOptions, partial: boolean) {
  const fail = (message: string) =>
    new ApiError(message, 400, options.shape ?? 'error', options.httpStatus ?? 400);
  const result: Record<string, unknown> = {};
  for (const key of Object.keys(input)) {
    if (!(key in schema) && !options.ignore?.includes(key)) throw fail(`"${key}" is not allowed`);
  }
  for (const [key, rule] of Object.entries(schema)) {
    const raw = input[key];
    if (raw === undefined || raw === null) {
      if (rule.required && !partial) throw fail(`"${key}" is required`);
      continue;
    }
    try {
      result[key] = checkOne(key, raw, rule);
    } catch (error) {
      if (error instanceof FieldError) throw fail(error.message);
      throw error;
    }
  }
  return result;
}

/** A JSON body as an object (a missing body is `{}`); anything else fails with a 400 E-wrapper. */
export function jsonObject(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body))
    throw new ApiError('The request body must be an object.');
  return body as Record<string, unknown>;
}

/** The `uuid` of a JSON or multipart body; fails with a 400 naming the field when missing or not a string. */
export function requireUuid(input: Record<string, unknown>, shape: FailureShape = 'error'): string {
  const uuid = input.uuid;
  if (typeof uuid !== 'string' || uuid.trim() === '') throw new ApiError('"uuid" is required', 400, shape);
  return uuid.trim();
}
