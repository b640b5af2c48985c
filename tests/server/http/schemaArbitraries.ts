/**
 * fast-check arbitraries from the JSON Schemas of the OpenAPI description: `validValue` builds values a schema
 * accepts (references drawn from records that exist, so that writes can succeed), `invalidBody` bodies it should
 * refuse (wrong types, missing and unknown keys, values past their bounds, any JSON at all).
 */
import fc from 'fast-check';
import { EMAIL_PATTERN, isWebUrl } from '../../../shared/fieldRules';

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
}

/** Field names that hold the uuid of another record. */
const REFERENCE = /uuid|package|member|leader|membershipType/i;

const isoDate = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString());

function formatted(format: string, maxLength: number): fc.Arbitrary<string> {
  switch (format) {
    case 'email':
      return fc.emailAddress().filter((text) => EMAIL_PATTERN.test(text) && text.length <= maxLength);
    case 'web-url':
      return fc.webUrl().filter((text) => isWebUrl(text) && text.length <= maxLength);
    case 'iso-date':
    case 'date-time':
      return fc.oneof(
        isoDate,
        isoDate.map((text) => text.slice(0, 10)),
      );
    case 'colour':
      return fc.stringMatching(/^#[0-9a-f]{6}$/);
    case 'phone':
      return fc.stringMatching(/^\d{6,15}$/);
    case 'calling-code':
      return fc.stringMatching(/^\+?\d{1,4}$/);
    default:
      return fc.string({ maxLength });
  }
}

function validString(schema: JsonSchema, name: string, references: string[]): fc.Arbitrary<string> {
  const maxLength = Math.min(schema.maxLength ?? 40, 40);
  if (schema.format) return formatted(schema.format, schema.maxLength ?? 40);
  if (REFERENCE.test(name) && schema.maxLength === 100 && references.length > 0) {
    return fc.oneof(fc.constantFrom(...references), fc.uuid());
  }
  return fc.string({ minLength: Math.min(schema.minLength ?? 0, maxLength), maxLength, unit: 'grapheme' });
}

function validOfType(
  type: string,
  schema: JsonSchema,
  name: string,
  references: string[],
): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return validString(schema, name, references);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000_000, max: schema.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e6,
        max: schema.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue(schema.items ?? {}, name, references), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const required = schema.required ?? [];
      return fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([key, property]) => [key, validValue(property, key, references)]),
        ),
        { requiredKeys: required.filter((key) => key in properties) },
      );
    }
    default:
      return fc.jsonValue();
  }
}

export function validValue(schema: JsonSchema, name = '', references: string[] = []): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((option) => validValue(option, name, references)));
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) return fc.jsonValue();
  return fc.oneof(...types.map((type) => validOfType(type, schema, name, references)));
}

/** Values that break a field's rule or are not what it is at all. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom(
    '',
    ' ',
    '-1',
    '1e400',
    'Infinity',
    'NaN',
    '0x10',
    '2030-02-30',
    '-271821-04-20',
    'https://ex ample.com',
    'javascript:alert(1)',
    '\u0000',
    1e20,
    -1e20,
    -0.5,
    1.5,
    2 ** 53,
    true,
    [],
    ['a', 'b'],
    {},
    { $gt: '' },
    'x'.repeat(25_000),
  ),
);

/** A body the schema should refuse (or, for the lenient ones, at least not choke on). */
export function invalidBody(schema: JsonSchema, references: string[]): fc.Arbitrary<unknown> {
  const valid = validValue(schema, '', references).map((value) =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {},
  );
  const keys = Object.keys(schema.properties ?? {});
  const dangerousKeys = fc.constantFrom(
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
    'unknownField',
  );
  return fc.oneof(
    fc.jsonValue(),
    valid.chain((body) =>
      keys.length === 0
        ? fc.constant(body)
        : fc.constantFrom(...keys).map((key) => {
            const { [key]: _dropped, ...rest } = body;
            return rest;
          }),
    ),
    fc.tuple(valid, dangerousKeys, wrongValue).map(([body, key, value]) => {
      const copy: Record<string, unknown> = { ...body };
      Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
      return copy;
    }),
    keys.length === 0
      ? fc.jsonValue()
      : fc
          .tuple(valid, fc.constantFrom(...keys), wrongValue)
          .map(([body, key, value]) => ({ ...body, [key]: value })),
  );
}
