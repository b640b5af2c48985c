import type { FastifySchemaValidationError } from 'fastify';
import { FORMATS } from './formats.js';

/**
 * The text of a refused request, worded as the backend's Joi 17 words it (`"name" is required`, `"x" is not
 * allowed`, `"annualCost" must be less than or equal to 1000000`…), from the first error Ajv found. The app
 * translates these texts (src/api/serverMessages.ts), for this server and the real backend alike.
 */

const TYPE_TEXT: Record<string, string> = {
  string: 'must be a string',
  number: 'must be a number',
  integer: 'must be an integer',
  boolean: 'must be a boolean',
  array: 'must be an array',
  object: 'must be of type object',
};

/** Joi's label of a value: its key, with array positions as `[i]` (`"category[2]"`). */
function labelOf(instancePath: string, extra?: string): string {
  const segments = instancePath.split('/').slice(1);
  if (extra !== undefined) segments.push(extra);
  return segments
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce(
      (label, segment) =>
        /^\d+$/.test(segment) ? `${label}[${segment}]` : label ? `${label}.${segment}` : segment,
      '',
    );
}

export function joiMessage(error: FastifySchemaValidationError & { data?: unknown }): string {
  const params = error.params as Record<string, unknown>;
  const key = (extra?: string) => `"${labelOf(error.instancePath, extra)}"`;
  switch (error.keyword) {
    case 'required':
      return `${key(String(params.missingProperty))} is required`;
    case 'additionalProperties':
      return `${key(String(params.additionalProperty))} is not allowed`;
    case 'type': {
      if (error.instancePath === '') return 'The request body must be an object.';
      const expected = String(params.type).split(',')[0] ?? '';
      if (Array.isArray(error.data) && expected !== 'array') return `${key()} must be a single value`;
      return `${key()} ${TYPE_TEXT[expected] ?? `must be of type ${expected}`}`;
    }
    case 'minLength':
      return params.limit === 1
        ? `${key()} is not allowed to be empty`
        : `${key()} length must be at least ${String(params.limit)} characters long`;
    case 'maxLength':
      return `${key()} length must be less than or equal to ${String(params.limit)} characters long`;
    case 'minimum':
      return `${key()} must be greater than or equal to ${String(params.limit)}`;
    case 'maximum':
      return `${key()} must be less than or equal to ${String(params.limit)}`;
    case 'minItems':
      return `${key()} must contain at least ${String(params.limit)} items`;
    case 'maxItems':
      return `${key()} must contain less than or equal to ${String(params.limit)} items`;
    case 'enum':
      return `${key()} must be one of [${(params.allowedValues as unknown[]).join(', ')}]`;
    case 'format': {
      const format = FORMATS[String(params.format)];
      const value = typeof error.data === 'string' ? error.data : '';
      return `${key()} ${format ? format.refusal(value) : `must match the format "${String(params.format)}"`}`;
    }
    default:
      return `${key()} ${error.message ?? 'is not valid'}`;
  }
}
