/** Small builders for the registry entries' requests. */
import type { ApiRequest, ActionParams, Json, ResourceSpec } from './types';

type Request = Omit<ApiRequest, 'body'>;

export const get = (path: string, query?: ApiRequest['query']): Request => ({ method: 'GET', path, query });
export const post = (path: string, query?: ApiRequest['query']): Request => ({ method: 'POST', path, query });
export const patch = (path: string): Request => ({ method: 'PATCH', path });
export const del = (path: string): Request => ({ method: 'DELETE', path });

/** The spec's "page=1&limit=100" on routes that ignore it and answer a bare array (api-contract.md §10.3). */
export const FIRST_PAGE = { page: 1, limit: 100 } as const;

/** One record read by `POST path {uuid}` (the backend's view routes). */
export function viewByUuid(path: string, select?: (data: unknown) => unknown): ResourceSpec['one'] {
  return { request: (id) => ({ ...post(path), body: { uuid: id } }), select };
}

/** The body `{uuid}` of actions on one record (cancel, delete, notify). */
export const uuidBody = ({ id, record }: ActionParams): Json => ({ uuid: id ?? String(record?.id ?? '') });
