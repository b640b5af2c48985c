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
  /** The fingerprint of what it was built from, for a source that tells it (`Fingerprinted`). */
  fingerprint?: string;
}

/**
 * What an answer is kept under: a key, and the tables its build reads. A source whose answers a write to those
 * tables mostly leaves as they were (one member edited leaves 39 of the 40 pages of 100 000 members unchanged,
 * issue 26) also tells a `fingerprint` of what its answer is built from, read at the tables' current version and far
 * cheaper than a build: a kept answer whose build had the same fingerprint is served at the new version.
 */
export interface AnswerSource {
  key: string;
  tables: readonly string[];
  /** Undefined when it cannot tell (the answer is then built). */
  fingerprint?: (version: string) => Promise<string | undefined>;
}

/** A build's data with the fingerprint of what it was read from, read in the same snapshot as the data. */
export class Fingerprinted {
  constructor(
    readonly data: unknown,
    readonly fingerprint: string | undefined,
  ) {}
}

/**
 * Builds an answer's `data` (or `Fingerprinted` data) from the tables at `version` (their versions, read before the
 * build).
 */
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

function keep(built: unknown): KeptAnswer {
  const data = built instanceof Fingerprinted ? built.data : built;
  const serialised = data instanceof RawJson ? data.text : JSON.stringify(data);
  const json = Buffer.from(`{"status":200,"message":"Success","data":${serialised}}`);
  let compressed: Promise<Buffer> | undefined;
  return {
    json,
    gzip: () => (compressed ??= gzipAsync(json, { level: GZIP_LEVEL })),
    fingerprint: built instanceof Fingerprinted ? built.fingerprint : undefined,
  };
}

/**
 * The answer kept at an older version when what it was built from is unchanged (its fingerprint read now is the
 * one its build had), or else a new build. Told whether the kept one served.
 */
async function reusedOrBuilt(
  kept: Promise<KeptAnswer>,
  fingerprint: () => Promise<string | undefined>,
  build: () => Promise<KeptAnswer>,
  reused: (yes: boolean) => void,
): Promise<KeptAnswer> {
  const before = await kept.catch(() => undefined);
  const same = before?.fingerprint !== undefined && before.fingerprint === (await fingerprint());
  reused(same);
  return same && before ? before : build();
}

export function createAnswerCache(
  versions: TableVersionReader,
  /** Told of every look-up: true when a kept answer served it (the hit count of /metrics). */
  onLookup: (hit: boolean) => void = () => undefined,
): AnswerCache {
  const entries = new Map<string, { version: string; answer: Promise<KeptAnswer> }>();
  return {
    async get({ key, tables, fingerprint }, build) {
      // Read before building: a write committed meanwhile makes the answer newer than its version, never older.
      // The same holds for a fingerprint, read after the version: the kept answer served is at least that new.
      const current = await versions(tables);
      const kept = entries.get(key);
      if (kept !== undefined && kept.version === current) {
        onLookup(true);
        return kept.answer;
      }
      const built = () => build(current).then(keep);
      let answer: Promise<KeptAnswer>;
      if (kept && fingerprint) {
        answer = reusedOrBuilt(kept.answer, () => fingerprint(current), built, onLookup);
      } else {
        onLookup(false);
        answer = built();
      }
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
