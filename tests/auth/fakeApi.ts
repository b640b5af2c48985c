import { HttpError } from 'react-admin';
import type { ApiRequest } from '../../src/api/types';
import { answerData, recordingClient } from '../helpers/recordingClient';

export const API_URL = 'https://api.example.test/v1';

/** The recording client for auth calls (no stored token); `reply` returns the wrapper's data or throws. */
export function fakeApi(reply: (request: ApiRequest) => unknown) {
  const { httpClient, calls } = recordingClient(answerData(reply), { apiUrl: API_URL, token: null });
  return { deps: { httpClient }, calls };
}

export const httpError = (status: number, message = 'Unauthorized') =>
  new HttpError(message, status, message);

/** An unsigned JWT with the given payload (the client only reads claims). */
export function jwt(payload: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.signature`;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
export const validToken = () => jwt({ id: 'admin-1', iat: nowSeconds(), exp: nowSeconds() + 3600 });
export const expiredToken = () => jwt({ id: 'admin-1', iat: nowSeconds() - 7200, exp: nowSeconds() - 60 });
