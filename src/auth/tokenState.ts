import { jwtDecode } from 'jwt-decode';

type TokenState = 'valid' | 'expired' | 'malformed';

/**
 * When a JWT expires (ms since the epoch) by its `exp` claim (seconds): Infinity without `exp` (the server's 401
 * decides), null when the token cannot be read.
 */
export function tokenExpiresAt(token: string): number | null {
  let exp: unknown;
  try {
    exp = jwtDecode(token).exp;
  } catch {
    return null;
  }
  if (exp === undefined) return Infinity;
  return typeof exp === 'number' ? exp * 1000 : null;
}

/**
 * Judges a JWT by its `exp` claim (seconds) against `now` (ms). The signature is the server's business;
 * a token without `exp` counts as valid and the server's 401 decides.
 */
export function tokenState(token: string, now: number = Date.now()): TokenState {
  const expiresAt = tokenExpiresAt(token);
  if (expiresAt === null) return 'malformed';
  return expiresAt <= now ? 'expired' : 'valid';
}
