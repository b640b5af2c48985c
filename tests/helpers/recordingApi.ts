import { createDataProvider } from '../../src/api/dataProvider';
import { registry } from '../../src/resources/registry';
import type { ApiRequest } from '../../src/api/types';
import { ok, recordingClient, type Reply } from './recordingClient';

export {
  API_URL,
  BEARER,
  TOKEN,
  eWrapperFailure,
  expectSent,
  ok,
  sWrapperFailure,
  type RecordedRequest,
  type Reply,
} from './recordingClient';

/** The real registry in the real provider over the recording fake transport. */
export function recordingApi(answer: (request: ApiRequest) => Reply = () => ok([])) {
  const { httpClient, uploadClient, calls, last } = recordingClient(answer);
  const provider = createDataProvider(httpClient, { registry, uploadClient });
  return { provider, calls, last };
}

/** A FormData's entries, files shown as `file:<name>` so tests can compare them with toEqual. */
export function formEntries(body: unknown): [string, string][] {
  if (!(body instanceof FormData)) throw new Error(`expected FormData, got ${JSON.stringify(body)}`);
  return [...body.entries()].map(([name, value]) => [
    name,
    typeof value === 'string' ? value : `file:${value.name}`,
  ]);
}

export function fileNamed(name: string, type = 'image/png'): File {
  return new File(['x'], name, { type });
}

/** react-admin list params reading everything. */
export const everything = (filter: Record<string, unknown> = {}) => ({
  pagination: { page: 1, perPage: 1000 },
  sort: { field: '', order: 'ASC' as const },
  filter,
});
