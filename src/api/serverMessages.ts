import { HttpError, type TranslateFunction } from 'react-admin';
import { isObject } from './readers/rawRecords';
import { attemptsLimitNotice } from './attemptsLimit';
import { CONFLICT_STATUS, ERROR_KEYS, UNAUTHORIZED_STATUS } from './apiErrors';
import { labelledIn, screenFieldOf } from '../resources/screenFields';
import { sizeText } from '../validation/fileSize';

/**
 * The validation refusals the server words in English, as Joi words them (`"numberOfMembers" must be an integer`,
 * the reference server and the real backend alike), read back into an i18n key of app.serverErrors.*, the field
 * they name and their values, so that a refusal that still reaches the screen reads in the admin's language.
 * Anything else stays the server's own text.
 */
export interface KnownServerMessage {
  key: string;
  /** The API field the refusal names (an array position `[2]` dropped). */
  field: string;
  args: Record<string, string | number>;
}

/**
 * Each refusal: its pattern after the quoted field (a full stop optional), its key, its values' names, and how its
 * values read (a size in bytes as the forms say it, '2 MB'; a count as a number, which the texts write grouped).
 */
const REFUSALS: [RegExp, string, string[], ((value: string) => string | number)?][] = [
  [/^is required$/, 'required', []],
  [/^is not allowed to be empty$/, 'empty', []],
  [/^is not allowed$/, 'not_allowed', []],
  [/^must be a number$/, 'number', []],
  [/^must be (?:an integer|a whole number)$/, 'whole_number', []],
  [/^must be (?:a boolean|true or false)$/, 'boolean', []],
  [/^must be a string$/, 'text', []],
  [/^must be a single value$/, 'single_value', []],
  [/^must be greater than or equal to (\S+)$/, 'min', ['min']],
  [/^must be less than or equal to (\S+)$/, 'max', ['max']],
  [/^(?:length must be less than or equal to|may be at most) (\d+) characters long$/, 'max_length', ['max']],
  [/^length must be at least (\d+) characters long$/, 'min_length', ['min']],
  [/^must contain at least (\d+) items$/, 'min_items', ['min']],
  [/^must contain less than or equal to (\d+) items$/, 'max_items', ['max']],
  [/^must be one of \[?(.+?)\]?$/, 'one_of', ['options']],
  [/^must be a valid email$/, 'email', []],
  [/^must be a valid (?:URL|uri)(?:, including scheme)?$/, 'url', []],
  [/^must be a valid date$/, 'date', []],
  [/^must be a date between the years (\d+) and (\d+)$/, 'date_years', ['min', 'max']],
  [/^must be in the future$/, 'future', []],
  [/^cannot be in the past$/, 'not_past', []],
  [/^cannot be later than today$/, 'not_after_today', []],
  [/^cannot be less than the (\d+) members who joined$/, 'below_joined', ['count'], Number],
  [/^must be a file of type (.+)$/, 'file_type', ['types']],
  [/^is not a valid (\w+) file$/, 'file_content', ['type']],
  [/^is larger than (\d+) bytes$/, 'file_size', ['max'], (bytes) => sizeText(Number(bytes))],
  [/^may not contain NUL characters$/, 'unstorable', []],
  [/^must be (\d+) to (\d+) digits$/, 'digits', ['min', 'max']],
  [/^must be a colour such as (\S+)$/, 'colour', ['example']],
  [/^must be a calling code such as (\S+)$/, 'calling_code', ['example']],
];

const QUOTED = /^"([^"]+)" (.+?)\.?$/;

/**
 * MongoDB's refusal of a value another record holds, as the backend answers it (api-contract.md §2) and the
 * reference server repeats: `E11000 duplicate key error collection: users index: email_1 dup key: { email: "…" }`.
 */
const DUPLICATE = /^E11000 duplicate key error\b.* dup key: \{ "?(\w+)"?\s*[:}]/;

export function readServerMessage(text: string): KnownServerMessage | undefined {
  const duplicate = DUPLICATE.exec(text.trim());
  if (duplicate) return { key: 'app.serverErrors.duplicate', field: duplicate[1] ?? '', args: {} };
  const quoted = QUOTED.exec(text.trim());
  if (!quoted) return undefined;
  const [, label = '', rest = ''] = quoted;
  for (const [pattern, key, names, read = (value: string) => value] of REFUSALS) {
    const match = pattern.exec(rest);
    if (!match) continue;
    const args = Object.fromEntries(names.map((name, index) => [name, read(match[index + 1] ?? '')]));
    return { key: `app.serverErrors.${key}`, field: label.replace(/\[\d+\]$/, ''), args };
  }
  return undefined;
}

/**
 * What a notification shows for a server's text: a known refusal as its key, with the field named by the label the
 * resource's screens give it (`resources.<resource>.fields.<field>`, or that of the screens' field the API's field
 * fills: screenFieldOf; else the API's name) and the server's text as the fallback; any other text as it is.
 */
export function serverNotice(
  text: string,
  resource: string,
  translate: TranslateFunction,
): { message: string; messageArgs?: Record<string, unknown> } {
  const known = readServerMessage(text);
  if (!known) return { message: text };
  const source = screenFieldOf(resource, known.field, undefined, labelledIn(translate));
  const field = translate(`resources.${resource}.fields.${source}`, { _: known.field });
  return { message: known.key, messageArgs: { ...known.args, field, _: text } };
}

/**
 * The server's texts for a record that is not there: `No package found for this uuid.`, and the Mongoose text the
 * backend answers a view of an unknown uuid with, `No document found for query "{ uuid: '…' }" on model "packages"`
 * (api-contract.md §2), which the reference server repeats.
 */
const NOT_FOUND = [/^No .+ found for this uuid\.?$/, /^No document found for query .+ on model "[^"]+"\.?$/];

/** Status of a request refused as too large: a proxy's or a server's limit on the body (an upload's file). */
const TOO_LARGE_STATUS = 413;

/** Refusals that mean "not now" (a timeout, too many requests): said as a server that could not answer. */
const TRY_AGAIN_STATUSES = new Set([408, 429]);

/**
 * A failure answered by a page (text or HTML, not the API's JSON): a proxy's or a framework's, whose words are
 * for developers and in English. Said by its status: a server error (or a 408/429: try again), a file too large,
 * another refusal. A 401 page keeps its text: it signs the admin out, and the login page says why. A 4xx answer
 * that was cut-off JSON stays 'could not be read'.
 */
function pageNotice(
  status: number,
  malformed: boolean,
): { message: string; messageArgs?: Record<string, unknown> } | undefined {
  if (status >= 500 || TRY_AGAIN_STATUSES.has(status))
    return { message: 'app.serverErrors.server_status', messageArgs: { status } };
  if (malformed) return undefined;
  if (status === TOO_LARGE_STATUS) return { message: 'app.serverErrors.too_large' };
  if (status >= 400 && status !== UNAUTHORIZED_STATUS) {
    return { message: 'app.serverErrors.refused_status', messageArgs: { status } };
  }
  return undefined;
}

/**
 * What a notification shows for a failed call, `text` being what the caller would say (the server's text, or
 * its own): a record gone (the server's "No … found", or a 409 refusing a save of a record deleted meanwhile),
 * and a failure answered by an error page (a proxy's 502 or 413, a framework's 500 or 404: `pageNotice`), in the
 * admin's language;
 * any other text as `serverNotice` says it.
 */
export function failureNotice(
  error: unknown,
  text: string,
  resource: string,
  translate: TranslateFunction,
): { message: string; messageArgs?: Record<string, unknown> } {
  // The server's 409 names the record as it now is: none when it was deleted meanwhile.
  if (
    error instanceof HttpError &&
    error.status === CONFLICT_STATUS &&
    isObject(error.body) &&
    error.body.data === null
  )
    return { message: 'app.serverErrors.gone' };
  if (NOT_FOUND.some((pattern) => pattern.test(text.trim())))
    return { message: 'app.serverErrors.gone', messageArgs: { _: text } };
  const limit = attemptsLimitNotice(text);
  if (limit) return { message: limit.message, messageArgs: { ...limit.messageArgs, _: text } };
  // A page whose text is a refusal the app knows (Express sends `res.send('"email" must be …')` as HTML) is that
  // refusal, in the admin's language; any other page is said by its status.
  const page =
    error instanceof HttpError && typeof error.body === 'string' && !readServerMessage(text)
      ? pageNotice(error.status, error.message === ERROR_KEYS.malformed)
      : undefined;
  return page ?? serverNotice(text, resource, translate);
}
