import { INT4_MAX, INT4_MIN } from '../http/inputLimits.js';
import { dateProblemText, readRealDate } from '../http/realDate.js';
import { invalid, type FailureShape } from '../http/reply.js';

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
      if (options.integer && value > INT4_MAX) throw fail(name, `must be less than or equal to ${INT4_MAX}`);
      if (options.integer && value < INT4_MIN)
        throw fail(name, `must be greater than or equal to ${INT4_MIN}`);
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
      if (raw && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(raw)) throw fail(name, 'must be a valid email');
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
