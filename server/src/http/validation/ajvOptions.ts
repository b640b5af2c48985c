import { addFormats } from './formats.js';

/**
 * Fastify's `ajv` option: how request schemas are compiled. An unknown key is refused (the backend's Joi-strict
 * schemas), not silently removed; the refused value is kept on the error for its message (joiMessages.ts);
 * `type: ['number', 'null']` is how an emptyable field says it may be cleared; the app's formats are added.
 */
export const AJV_OPTIONS = {
  customOptions: { removeAdditional: false, verbose: true, allowUnionTypes: true },
  onCreate: addFormats,
} as const;
