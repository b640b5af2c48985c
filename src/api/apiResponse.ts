import { HttpError } from 'react-admin';
import { ERROR_KEYS, malformed } from './apiErrors';
import { isObject } from './readers/rawRecords';
import type { ApiResponse, Json } from './types';

/** How long a plain-text or HTML error may be once reduced to one line. */
const MAX_TEXT_LENGTH = 200;

/**
 * Turns one HTTP answer into the wrapper's `data` or an `HttpError(message, status, body)`. Shared by the
 * fetch client and the XMLHttpRequest upload client so both read every shape of api-contract.md §2/§10 alike:
 * S-wrapper, E-wrapper, S-wrapper/400, HTTP 200 carrying 400/404, and plain-text or HTML pages. The answer's
 * ETag (a record's version) comes back with the data, or in the error's body (a 409 names the current version).
 */
export function readApiResponse<T>(
  httpStatus: number,
  text: string,
  contentType: string | null,
  okStatus: number[] = [200],
  etag: string | null = null,
): ApiResponse<T> {
  const body = parseBody(text, contentType);
  const httpOk = httpStatus >= 200 && httpStatus < 300;
  if (body === MALFORMED) throw malformed(httpStatus, text);
  // A 401 logs the admin out whatever its body says, so its status must stay 401.
  if (httpStatus === 401) throw new HttpError(errorMessage(body), 401, body);
  if (isWrapper(body)) {
    if (httpOk && okStatus.includes(body.status)) {
      const message = stringOrUndefined(body.message);
      return { data: body.data as T, status: body.status, message, ...(etag ? { etag } : {}) };
    }
    throw new HttpError(
      errorMessage(body),
      httpOk ? body.status : httpStatus,
      etag ? { ...body, etag } : body,
    );
  }
  if (httpOk) throw malformed(httpStatus, body);
  throw new HttpError(errorMessage(body), httpStatus, body);
}

const MALFORMED = Symbol('malformed');

/** JSON when announced or when it looks like JSON; other text stays text (401 'Unauthorized', HTML pages). */
function parseBody(text: string, contentType: string | null): unknown {
  const looksJson = (contentType ?? '').includes('json') || /^\s*[{[]/.test(text);
  if (!looksJson) return text;
  try {
    return JSON.parse(text);
  } catch {
    return MALFORMED;
  }
}

function isWrapper(body: unknown): body is Json & { status: number } {
  return isObject(body) && typeof body.status === 'number';
}

/** `body.error` (text or `{message}`) ?? `body.data` (text or `{message}`) ?? the page's text ?? a generic key. */
function errorMessage(body: unknown): string {
  if (typeof body === 'string') return readableText(body) || ERROR_KEYS.generic;
  if (!isObject(body)) return ERROR_KEYS.generic;
  return textOf(body.error) ?? textOf(body.data) ?? ERROR_KEYS.generic;
}

function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (isObject(value)) return stringOrUndefined(value.message)?.trim() || undefined;
  return undefined;
}

/** Reduces a text or HTML page (Express's 'Cannot PATCH /v1/…') to one short line. */
export function readableText(text: string): string {
  const line = text
    .replace(/<(head|script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return line.length > MAX_TEXT_LENGTH ? `${line.slice(0, MAX_TEXT_LENGTH - 1)}…` : line;
}

function stringOrUndefined(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
