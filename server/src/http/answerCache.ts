import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TableVersionReader } from '../db/tableVersions.js';
import { RawJson } from './rawJson.js';

const gzipAsync = promisify(gzip);

/**
 * Serialised answers of the heaviest lists (100 000 members in pages, 200 000 payments), each kept while the tables
 * it was built from are unchanged: their versions (db/tableVersions.ts, bumped by the database's own triggers
 * whoever writes) are read per request, one small select. A write to another table (an FAQ edited) leaves the
 * answer kept. Building such an answer costs the database a share of a second; sending a kept one takes
 * milliseconds, so an administrator's repeated loads and concurrent colleagues do not queue behind each other.
 * The gzip form (about a tenth of the size) is made once, when a client first accepts it.
 */
interface KeptAnswer {
  /** The JSON of `{status: 200, message, data}`. */
  json: Buffer;
  gzip(): Promise<Buffer>;
}

/** What an answer is kept under: a key, and the tables its build reads. */
export interface AnswerSource {
  key: string;
  tables: readonly string[];
}

/** Builds an answer's `data` from the tables at `version` (their versions, read before the build). */
type Build = (version: string) => Promise<unknown>;

export interface AnswerCache {
  /** The answer of `source`, built once per version of its tables. */
  get(source: AnswerSource, build: Build): Promise<KeptAnswer>;
}

// 100 000 members in pages of 2 500 (src/resources/members/api.ts) are 40 answers, kept together with the others.
const MAX_ENTRIES = 96;

// Level 3 rather than zlib's default 6: a 1.7 MB page of 2 500 members gzips in half the CPU time (9 against 20 ms,
// `npm run bench -- --only listparts`) to 221 instead of 195 KB; 40 such pages follow every write at 100 000 members.
const GZIP_LEVEL = 3;

function keep(data: unknown): KeptAnswer {
  const serialised = data instanceof RawJson ? data.text : JSON.stringify(data);
  const json = Buffer.from(`{"status":200,"message":"Success","data":${serialised}}`);
  let compressed: Promise<Buffer> | undefined;
  return { json, gzip: () => (compressed ??= gzipAsync(json, { level: GZIP_LEVEL })) };
}

export function createAnswerCache(
  versions: TableVersionReader,
  /** Told of every look-up: true when a kept answer served it (the hit count of /metrics). */
  onLookup: (hit: boolean) => void = () => undefined,
): AnswerCache {
  const entries = new Map<string, { version: string; answer: Promise<KeptAnswer> }>();
  return {
    async get({ key, tables }, build) {
      // Read before building: a write committed meanwhile makes the answer newer than its version, never older.
      const current = await versions(tables);
      const kept = entries.get(key);
      const hit = kept !== undefined && kept.version === current;
      onLookup(hit);
      if (hit) return kept.answer;
      const answer = build(current).then(keep);
      // A failed build is not kept.
      answer.catch(() => {
        if (entries.get(key)?.answer === answer) entries.delete(key);
      });
      entries.delete(key);
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(key, { version: current, answer });
      return answer;
    },
  };
}

/** A cache key from a route name and the query values that shape its answer (page, limit, uuid…). */
export function answerKey(route: string, query: unknown): string {
  const values = Object.entries((query ?? {}) as Record<string, unknown>).sort(([a], [b]) =>
    a.localeCompare(b),
  );
  return `${route}?${JSON.stringify(values)}`;
}

/** Answers with the kept (or newly built) answer of `source`, gzipped when the client accepts it. */
export async function sendKeptAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  source: AnswerSource,
  build: Build,
) {
  const answer = await request.server.ctx.answers.get(source, build);
  reply.type('application/json; charset=utf-8').header('Vary', 'Accept-Encoding');
  if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    return reply.header('Content-Encoding', 'gzip').send(await answer.gzip());
  }
  return reply.send(answer.json);
}
