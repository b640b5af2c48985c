import { ApiError } from './reply.js';

/**
 * Database refusals that come from the request's values (SQLSTATE class 22, "data exception", and 54, "program
 * limit exceeded") as readable 400s: the field checks catch these first, this is the net for any they miss.
 */
const READABLE: Record<string, string> = {
  '22001': 'A text value is too long.',
  '22003': 'A number is out of range.',
  '22007': 'A date is not valid.',
  '22008': 'A date is out of range.',
  '22021': 'A text value contains a character that cannot be stored.',
  '22P02': 'A value is not in the expected format.',
  '22P05': 'A text value contains a character that cannot be stored.',
  '54000': 'The request is too large.',
  '54001': 'The request is too complex.',
};

export function readableDatabaseError(error: unknown): ApiError | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return undefined;
  const message = READABLE[code] ?? (code.startsWith('22') ? 'A value is not valid.' : undefined);
  return message === undefined ? undefined : new ApiError(message);
}
