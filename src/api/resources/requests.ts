/** Small builders for the registry entries' requests and typed encoders. */
import type { RaRecord } from 'react-admin';
import type { ApiRequest, ActionParams, Json, ResourceSpec } from '../types';

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

/**
 * An encoder over typed form values. Form values reach the provider as react-admin's untyped record;
 * this is the one place that reads them as the form's type.
 */
export function encodes<Values>(
  encode: (values: Values, previous?: RaRecord) => Json | FormData,
): (values: Json, previous?: RaRecord) => Json | FormData {
  return (values, previous) => encode(values as Values, previous);
}

/** The body `{uuid}` of actions on one record (cancel, delete, notify). */
export const uuidBody = ({ id, record }: ActionParams): Json => ({ uuid: id ?? String(record?.id ?? '') });
