/** What replaces a secret in a log line. */
export const REDACTED = '[REDACTED]';

/**
 * Names whose values are secrets wherever they appear (a body field, a query parameter, a header, a property of
 * a logged object): passwords in every spelling the forms use (`password`, `currentPassword`, `confirmPassword`),
 * tokens, secrets, API and access keys (`S3_ACCESS_KEY_ID`, `S3_SECRET_ACCESS_KEY`, `accessKeyId`), credentials,
 * the authorization header and cookies.
 */
const SECRET_NAME =
  /pass(word|wd|phrase)?|pwd|token|secret|api[-_]?key|access[-_]?key|credential|authori[sz]ation|cookie/i;

/** Path segments after which the next segment is a secret: the app's reset page is `/reset/<token>`. */
const SECRET_BEFORE = /^(reset|token|tokens|secret|secrets|password)$/i;

export const isSecretName = (name: string) => SECRET_NAME.test(name);

const MAX_DEPTH = 8;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * A copy of `value` in which every property named like a secret holds REDACTED instead, at any depth of plain
 * objects and arrays. Anything else (an Error, a request) is left to the logger's serializers, which redact their
 * own output.
 */
export function redactSecrets<T>(value: T, depth = 0): T {
  if (depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item: unknown) => redactSecrets(item, depth + 1)) as T;
  if (!isPlainObject(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = isSecretName(key) ? REDACTED : redactSecrets(item, depth + 1);
  }
  return copy as T;
}

/**
 * A request URL fit for the log: the values of query parameters named like secrets, and the path segment that
 * follows a secret-bearing segment (`/reset/<token>`), become REDACTED. The rest stays as sent (still encoded).
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const segments = pathname.split('/');
  const path = segments
    .map((segment, i) => (i > 0 && segment && SECRET_BEFORE.test(segments[i - 1] ?? '') ? REDACTED : segment))
    .join('/');
  if (queryAt === -1) return path;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq === -1 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // an undecodable name is judged as sent
      }
      return isSecretName(name) ? `${rawName}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}
