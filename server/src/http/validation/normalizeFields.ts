/**
 * Reads a request body the way the backend's Joi reads it, before the route's schema checks it: texts trimmed
 * (passwords excepted: taken as typed),
 * numbers and booleans accepted as text (multipart sends nothing else), a field sent as null or undefined taken
 * as not sent, comma-joined text split into the items of a list field, and a text choice in another case read as
 * its listed spelling. An empty value of a field that is not text means "not sent", or null where the schema
 * allows null (a cleared optional number or date). A key the schema does not name is left for a strict schema to
 * refuse, and dropped where the route ignores other keys (a lenient schema).
 */

interface PropertySchema {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
}

const typesOf = (schema: PropertySchema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

/** A decimal number as text (no hex, no Infinity, no blank): what Joi's number() converts. */
const NUMBER_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

function readNumber(value: string): number | string {
  if (!NUMBER_TEXT.test(value)) return value;
  const number = Number(value);
  return Number.isFinite(number) ? number : value;
}

function readScalar(value: unknown, schema: PropertySchema): unknown {
  if (typeof value !== 'string' || schema.format === 'password') return value;
  const text = value.trim();
  const types = typesOf(schema);
  if (types.includes('number') || types.includes('integer')) return text === '' ? '' : readNumber(text);
  if (types.includes('boolean')) {
    const lower = text.toLowerCase();
    if (lower === 'true' || lower === 'false') return lower === 'true';
  }
  if (schema.enum && types.includes('string')) {
    const match = schema.enum.find(
      (option) => typeof option === 'string' && option.toLowerCase() === text.toLowerCase(),
    );
    if (match !== undefined) return match;
  }
  return text;
}

/** The items of a list field: array items and comma-joined parts, trimmed, empty ones dropped. */
function readList(value: unknown, items: PropertySchema): unknown[] {
  return (Array.isArray(value) ? value : [value])
    .flatMap((item) => (typeof item === 'string' ? item.split(',') : [item]))
    .map((item) => readScalar(item, items))
    .filter((item) => item !== '' && item !== null && item !== undefined);
}

export interface BodySchema {
  properties?: Record<string, PropertySchema & { items?: PropertySchema }>;
  /** false: other keys are refused (left for the schema to name); otherwise they are ignored (dropped here). */
  additionalProperties?: boolean;
}

export function normalizeFields(
  body: Record<string, unknown>,
  { properties = {}, additionalProperties }: BodySchema,
): void {
  for (const [key, value] of Object.entries(body)) {
    const schema = Object.hasOwn(properties, key) ? properties[key] : undefined;
    if (value === null || value === undefined || (!schema && additionalProperties !== false)) {
      delete body[key];
      continue;
    }
    if (!schema) continue;
    const types = typesOf(schema);
    if (types.includes('array')) {
      body[key] = readList(value, schema.items ?? {});
      continue;
    }
    const read = Array.isArray(value)
      ? value.map((item) => readScalar(item, schema))
      : readScalar(value, schema);
    if (read === '' && types.includes('null')) body[key] = null;
    else if (read === '' && !types.includes('string')) delete body[key];
    else body[key] = read;
  }
}
