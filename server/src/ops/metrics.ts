import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * The server's Prometheus instruments, in a registry of its own (not prom-client's global one): every app built
 * in one process (the tests build dozens) counts for itself. Labels are bounded: a route is the pattern that
 * matched (`/v1/admin/members/list`, `/public/uploads/*`) or `unmatched`, never the raw URL.
 */
export interface Metrics {
  readonly registry: Registry;
  /** One finished HTTP request: its method, matched route pattern, status and duration. */
  request(labels: { method: string; route: string; status: number }, seconds: number): void;
  /** One database call (`query`, `exec`) and whether it failed. */
  query(kind: 'query' | 'exec', outcome: 'ok' | 'error', seconds: number): void;
  /** The bytes of one upload file accepted (checked and written to its temporary file). */
  uploadReceived(bytes: number): void;
  /** One look-up in the kept answers of the heaviest lists (http/answerCache.ts). */
  answerLookup(hit: boolean): void;
  /** Adds the process figures (CPU, memory, event-loop lag): only where /metrics is served. */
  collectProcessMetrics(): void;
}

// Requests: from a kept answer (milliseconds) to a 200 MB upload (a minute).
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export function createMetrics(): Metrics {
  const registry = new Registry();
  const registers = [registry];
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, matched route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const requestSeconds = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by method, matched route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: REQUEST_BUCKETS,
    registers,
  });
  const querySeconds = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Time of each database call (query: one statement with parameters; exec: a script), by outcome.',
    labelNames: ['kind', 'outcome'] as const,
    buckets: QUERY_BUCKETS,
    registers,
  });
  const uploadBytes = new Counter({
    name: 'upload_bytes_total',
    help: 'Bytes of upload files accepted (checked and written to their temporary file).',
    registers,
  });
  const uploadFiles = new Counter({
    name: 'upload_files_total',
    help: 'Upload files accepted.',
    registers,
  });
  const answerLookups = new Counter({
    name: 'answer_cache_lookups_total',
    help: 'Look-ups in the kept answers of the heaviest lists: hit (sent as kept) or miss (built anew).',
    labelNames: ['result'] as const,
    registers,
  });
  let collectingProcess = false;
  return {
    registry,
    request({ method, route, status }, seconds) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      requestSeconds.observe(labels, seconds);
    },
    query(kind, outcome, seconds) {
      querySeconds.observe({ kind, outcome }, seconds);
    },
    uploadReceived(bytes) {
      uploadBytes.inc(bytes);
      uploadFiles.inc();
    },
    answerLookup(hit) {
      answerLookups.inc({ result: hit ? 'hit' : 'miss' });
    },
    collectProcessMetrics() {
      if (collectingProcess) return;
      collectingProcess = true;
      collectDefaultMetrics({ register: registry });
    },
  };
}
