import { jwtDecode } from 'jwt-decode';

type TokenState = 'valid' | 'expired' | 'malformed';

/**
 * Judges a JWT by its `exp` claim (seconds) against `now` (ms). The signature is the server's business;
 * a token without `exp` counts as valid and the server's 401 decides.
 */
export function tokenState(token: string, now: number = Date.now()): TokenState {
  let exp: unknown;
  try {
    exp = jwtDecode(token).exp;
  } catch {
    return 'malformed';
  }
  if (exp === undefined) return 'valid';
  if (typeof exp !== 'number') return 'malformed';
  return exp * 1000 <= now ? 'expired' : 'valid';
}
