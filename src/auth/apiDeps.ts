import { apiUrl, defaultHttpClient } from '../api/httpClient';
import type { HttpClient } from '../api/types';

/** The HTTP client and base URL the auth calls use; tests pass a fake client. */
export interface ApiDeps {
  httpClient: HttpClient;
  apiUrl: string;
}

export const defaultApiDeps: ApiDeps = { httpClient: defaultHttpClient, apiUrl };
