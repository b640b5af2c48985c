import { promisify } from 'node:util';
import { gunzip, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TableVersionReader } from '../db/tableVersions.js';
import type { KeptAnswerFiles } from './keptAnswerFiles.js';
import { RawJson } from './rawJson.js';

const gunzipAsync = promisify(gunzip);

/**
 * Serialised answers of the heaviest lists (100 000 members in pages, 200 000 payments), each kept while the tables
 * it was built from are unchanged: their versions (db/tableVersions.ts, bumped by the database's own triggers
 * whoever writes) are read per request, one small select. A write to another table (an FAQ edited) leaves the
 * answer kept. Building such an answer costs the database a share of a second; sending a kept one takes
 * milliseconds, so an administrator's repeated loads and concurrent colleagues do not queue behind each other.
 * The gzip form (about a tenth of the size) is made once, with the answer (see keep), and is also what is written
 * for the next run (http/keptAnswerFiles.ts).
 */
interface KeptAnswer {
  /** The JSON of `{status: 200, message, data}`, unzipped when asked (see keep). */
  json(): Promise<Buffer>;
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
  /** Resolves once the answers being written for the next run are written (a server closing waits for it). */
  written(): Promise<void>;
}

/** An answer that may serve instead of a build, and the version of the tables it was built at. */
interface Earlier {
  version: string;
  answer: KeptAnswer;
}

// 100 000 members in pages of 2 500 (src/resources/members/api.ts) are 40 answers, kept together with the others
// (in memory, and as many on disk).
export const MAX_ENTRIES = 96;

// Level 3 rather than zlib's default 6: a 1.7 MB page of 2 500 members gzips in half the CPU time (9 against 20 ms,
// `npm run bench -- --only listparts`) to 221 instead of 195 KB; 40 such pages follow every write at 100 000 members.
const GZIP_LEVEL = 3;

/**
 * A built answer, compressed at once on this thread rather than on a worker's: the next build may hold this thread
 * (the embedded database runs in it), and an answer compressed elsewhere could leave only once every build queued
 * behind it was done, so the members pages a client asked for together arrived together (issue 26: at 100 000
 * members after a first start, sent as each is built, the collection completed 0.25–0.5 s sooner). About 6 ms
 * for a 1.7 MB page, which is needed anyway where answers are written for the next run. Only the gzip form is kept
 * (about a tenth of the size): browsers accept it, and the JSON is unzipped for a client that does not. At 100 000
 * members the server's resident memory after building the 40 pages at start rose by 85 MB with the JSON kept too.
 */
function keep(built: unknown): KeptAnswer {
  const data = built instanceof Fingerprinted ? built.data : built;
  const serialised = data instanceof RawJson ? data.text : JSON.stringify(data);
  const json = Buffer.from(`{"status":200,"message":"Success","data":${serialised}}`);
  const gzip = gzipSync(json, { level: GZIP_LEVEL });
  return fromGzip(gzip, built instanceof Fingerprinted ? built.fingerprint : undefined);
}

function fromGzip(gzip: Buffer, fingerprint: string | undefined): KeptAnswer {
  return { json: () => gunzipAsync(gzip), gzip: () => Promise.resolve(gzip), fingerprint };
}

export function createAnswerCache(
  versions: TableVersionReader,
  /** Told of every look-up: true when a kept answer served it (the hit count of /metrics). */
  onLookup: (hit: boolean) => void = () => undefined,
  /** Where answers are also written, to be served by the next run (http/keptAnswerFiles.ts). */
  files?: KeptAnswerFiles,
): AnswerCache {
  const entries = new Map<string, { version: string; answer: Promise<KeptAnswer> }>();
  /** By key, the last write queued. */
  const writing = new Map<string, Promise<void>>();

  /**
   * Writes `answer`, kept at `version`, for the next run; a failed write only costs that run a build. A key's
   * writes happen one after another, in the order asked: an earlier write finishing last would leave an older
   * version in the file, and the next run would build that page again.
   */
  const store = (key: string, version: string, answer: KeptAnswer) => {
    if (!files) return;
    const written: Promise<void> = (writing.get(key) ?? Promise.resolve())
      .then(() => answer.gzip())
      .then((gzip) => files.write(key, { version, fingerprint: answer.fingerprint, gzip }))
      .catch(() => undefined)
      .finally(() => {
        if (writing.get(key) === written) writing.delete(key);
      });
    writing.set(key, written);
  };

  /**
   * What an answer may be served from instead of a build: the one kept in memory at an older version, when its
   * source tells fingerprints (an unchanged fingerprint is the only way it can serve), or else the one a previous
   * run stored.
   */
  const earlier = (key: string, fingerprinted: boolean): Promise<Earlier | undefined> | undefined => {
    const kept = entries.get(key);
    if (kept) {
      return fingerprinted
        ? kept.answer.then(
            (answer) => ({ version: kept.version, answer }),
            () => undefined,
          )
        : undefined;
    }
    return files
      ?.read(key)
      .then(
        (stored) => stored && { version: stored.version, answer: fromGzip(stored.gzip, stored.fingerprint) },
      );
  };

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
      const before = earlier(key, fingerprint !== undefined);
      const answer = (async () => {
        const reusable = await before;
        if (reusable?.version === current) {
          onLookup(true);
          return reusable.answer;
        }
        const told = reusable?.answer.fingerprint;
        if (reusable && told !== undefined && fingerprint && told === (await fingerprint(current))) {
          onLookup(true);
          store(key, current, reusable.answer);
          return reusable.answer;
        }
        onLookup(false);
        const built = keep(await build(current));
        store(key, current, built);
        return built;
      })();
      // A failed build is not kept.
      answer.catch(() => {
        if (entries.get(key)?.answer === answer) entries.delete(key);
      });
      entries.delete(key);
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(key, { version: current, answer });
      return answer;
    },
    async written() {
      while (writing.size > 0) await Promise.all(writing.values());
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
  return reply.send(await answer.json());
}
