import { INT4_MAX, INT4_MIN } from '../http/inputLimits.js';
import { dateProblemText, readRealDate } from '../http/realDate.js';
import { ApiError, type FailureShape } from '../http/reply.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Why a whole number does not fit an `integer` column, after the field's name; undefined when it fits. */
function int4Problem(value: number): string | undefined {
  if (value > INT4_MAX) return `must be less than or equal to ${INT4_MAX}`;
  if (value < INT4_MIN) return `must be greater than or equal to ${INT4_MIN}`;
  return undefined;
}

/*
 * The sign-in and profile calls' own checks (services/auth.ts, services/profile.ts), with Joi's messages. Every
 * other route is checked by its request schema (server/src/schemas, http/validation).
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
