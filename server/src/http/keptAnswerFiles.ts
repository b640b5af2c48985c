import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/index.js';

/**
 * The kept answers (http/answerCache.ts) written to DATA_DIR/kept-answers, so that a server started again serves
 * what its last run built while the tables are unchanged, instead of building every answer again: at 100 000
 * members the first visit after a start completed the collection in 8.6 s, against 3.4 s with the answers kept
 * (issue 26: "complete ≤ 3 s after a server start"). An answer is stored gzipped with the version of the tables it
 * was built at, its fingerprint, its key and the identity of the database it was read from: a file of another
 * database (a data directory pointed at another PostgreSQL, a database created again) is never served.
 */
export interface StoredAnswer {
  version: string;
  fingerprint?: string;
  gzip: Buffer;
}

export interface KeptAnswerFiles {
  /** The answer stored under `key` for this database, or undefined. */
  read(key: string): Promise<StoredAnswer | undefined>;
  /** Stores `answer` under `key`, in place of the one stored before; the oldest go beyond `limit` files. */
  write(key: string, answer: StoredAnswer): Promise<void>;
}

interface Header {
  database: string;
  key: string;
  version: string;
  fingerprint?: string;
  /** The gzip's length: a file cut short (a disk full, a copy stopped) is not served. */
  bytes: number;
}

const SUFFIX = '.answer';

/**
 * The database's identity: PostgreSQL's system identifier (new with every initdb, PGlite's included) and the
 * database's oid (new with every CREATE DATABASE). Undefined where the server may not read it.
 */
async function databaseIdentity(db: Db): Promise<string | undefined> {
  try {
    const [row] = await db.query<{ identity: string }>(
      `SELECT s.system_identifier::text || '/' || d.oid::text AS identity
       FROM pg_control_system() s, pg_database d WHERE d.datname = current_database()`,
    );
    return row?.identity;
  } catch {
    return undefined;
  }
}

/** The kept answers of `db` in DATA_DIR/kept-answers; none where the database cannot tell its identity. */
export async function openKeptAnswerFiles(
  db: Db,
  dataDir: string,
  limit: number,
): Promise<KeptAnswerFiles | undefined> {
  const database = await databaseIdentity(db);
  return database === undefined
    ? undefined
    : keptAnswerFiles(path.join(dataDir, 'kept-answers'), database, limit);
}

/** The answer files in `dir`, oldest first; clears the writes a stopped run cut short. */
async function filesOldestFirst(dir: string): Promise<string[]> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const names = await readdir(dir);
  const cutShort = names.filter((name) => name.endsWith('.tmp'));
  await Promise.all(cutShort.map((name) => unlink(path.join(dir, name)).catch(() => undefined)));
  const files = names.filter((name) => name.endsWith(SUFFIX)).map((name) => path.join(dir, name));
  const times = await Promise.all(
    files.map((file) =>
      stat(file).then(
        ({ mtimeMs }) => mtimeMs,
        () => 0, // gone meanwhile: removing it again is harmless
      ),
    ),
  );
  return files
    .map((file, i) => ({ file, time: times[i]! }))
    .sort((a, b) => a.time - b.time)
    .map(({ file }) => file);
}

export function keptAnswerFiles(dir: string, database: string, limit: number): KeptAnswerFiles {
  const fileOf = (key: string) =>
    path.join(dir, createHash('sha256').update(key).digest('hex').slice(0, 40) + SUFFIX);
  // The files written, oldest first (found once, then kept up to date by `write`).
  let oldestFirst: Promise<string[]> | undefined;
  return {
    async read(key) {
      const content = await readFile(fileOf(key)).catch(() => undefined);
      const end = content?.indexOf(0x0a) ?? -1;
      if (!content || end < 0) return undefined;
      try {
        const header = JSON.parse(content.subarray(0, end).toString()) as Header;
        const gzip = content.subarray(end + 1);
        if (header.database !== database || header.key !== key || header.bytes !== gzip.length)
          return undefined;
        return { version: header.version, fingerprint: header.fingerprint, gzip };
      } catch {
        return undefined; // not a header: built again
      }
    },
    async write(key, { version, fingerprint, gzip }) {
      const files = await (oldestFirst ??= filesOldestFirst(dir));
      const file = fileOf(key);
      const header: Header = { database, key, version, fingerprint, bytes: gzip.length };
      // Written aside and renamed into place: a reader never sees half a file.
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      // Members' data: readable by the server's user only, as the database's own files are.
      await writeFile(temporary, Buffer.concat([Buffer.from(JSON.stringify(header) + '\n'), gzip]), {
        mode: 0o600,
      });
      await rename(temporary, file);
      const at = files.indexOf(file);
      if (at >= 0) files.splice(at, 1);
      files.push(file);
      while (files.length > limit) await unlink(files.shift()!).catch(() => undefined);
    },
  };
}
