import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const gzipAsync = promisify(gzip);

/**
 * Serialised answers of the heaviest lists (10 000 members, 50 000 payments), kept until the database is written
 * to, by this server or any other on the same database (the version is the database's data_version row, read
 * per request: one single-row select). Building such an answer takes the embedded database a second; sending a kept one takes milliseconds, so
 * an administrator's repeated loads and concurrent colleagues do not queue behind each other. The gzip form
 * (about a tenth of the size) is made once, when a client first accepts it.
 */
interface KeptAnswer {
  /** The JSON of `{status: 200, message, data}`. */
  json: Buffer;
  gzip(): Promise<Buffer>;
}

export interface AnswerCache {
  /** The answer for `key`, built once per database version. */
  get(key: string, build: () => Promise<unknown>): Promise<KeptAnswer>;
}

// 100 000 members in pages of 2 500 (src/api/resources/members.ts) are 40 answers, kept together with the others.
const MAX_ENTRIES = 96;

function keep(data: unknown): KeptAnswer {
  const json = Buffer.from(JSON.stringify({ status: 200, message: 'Success', data }));
  let compressed: Promise<Buffer> | undefined;
  return { json, gzip: () => (compressed ??= gzipAsync(json)) };
}

export function createAnswerCache(
  version: () => Promise<number> | number,
  /** Told of every look-up: true when a kept answer served it (the hit count of /metrics). */
  onLookup: (hit: boolean) => void = () => undefined,
): AnswerCache {
  const entries = new Map<string, { version: number; answer: Promise<KeptAnswer> }>();
  return {
    async get(key, build) {
      const current = await version();
      const kept = entries.get(key);
      const hit = kept !== undefined && kept.version === current;
      onLookup(hit);
      if (hit) return kept.answer;
      const answer = build().then(keep);
      // A failed build is not kept.
      answer.catch(() => entries.delete(key));
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

/** Answers with the kept (or newly built) answer of `key`, gzipped when the client accepts it. */
export async function sendKeptAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  build: () => Promise<unknown>,
) {
  const answer = await request.server.ctx.answers.get(key, build);
  reply.type('application/json; charset=utf-8').header('Vary', 'Accept-Encoding');
  if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    return reply.header('Content-Encoding', 'gzip').send(await answer.gzip());
  }
  return reply.send(answer.json);
}
