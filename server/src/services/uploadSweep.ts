import type { AppContext } from '../context.js';
import type { Db } from '../db/index.js';
import { discardFile } from '../http/storedFiles.js';
import { storedPathOf, type FileStore } from '../storage/index.js';

/** A column holding stored uploads' paths; rows soft-deleted (`deleted`) no longer count, as they are hidden everywhere. */
export interface FileColumn {
  table: string;
  column: string;
  softDeleted: boolean;
}

/**
 * Every column that can hold a stored upload's path: the columns of type `stored_file` (migration 025), read from
 * the database's own schema, so a module's table declares its file columns where it creates them (a test checks
 * the seed fills no other). Its table is soft-deleted when it has a boolean `deleted` column.
 */
export async function fileColumns(db: Db): Promise<FileColumn[]> {
  // From pg_catalog rather than information_schema: a fraction of the time, at every start.
  return db.query<FileColumn>(
    `SELECT c.relname AS "table", a.attname AS "column",
       EXISTS (SELECT 1 FROM pg_attribute d
               WHERE d.attrelid = c.oid AND d.attname = 'deleted' AND d.atttypid = 'boolean'::regtype
                 AND NOT d.attisdropped) AS "softDeleted"
     FROM pg_attribute a
     JOIN pg_class c ON c.oid = a.attrelid AND c.relkind = 'r'
     JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = current_schema()
     WHERE a.atttypid = to_regtype('stored_file') AND NOT a.attisdropped
     ORDER BY 1, 2`,
  );
}

/** A file younger than this is left alone: a writer outside this server (the seed) may not have stored its row. */
export const SWEEP_GRACE_MS = 60_000;

const UPLOAD_PATH = /public\/uploads\/[^\s,;"'()[\]{}]+/g;

/** Every upload path the database refers to (a cell may hold several, e.g. a list of documents). */
async function referencedUploads(db: Db, columns: readonly FileColumn[]): Promise<Set<string>> {
  // Names from the database's own catalogue, quoted; never input.
  const selects = columns.map(
    ({ table, column, softDeleted }) =>
      `SELECT "${column}"::text AS path FROM "${table}" WHERE "${column}" IS NOT NULL${softDeleted ? ' AND NOT deleted' : ''}`,
  );
  const rows = await db.query<{ path: string }>(selects.join(' UNION '));
  return new Set(rows.flatMap((row) => row.path.match(UPLOAD_PATH) ?? []));
}

/**
 * Deletes one stored file now unless a record still refers to it (seeded records share files): for a write that
 * has just committed the removal of a record holding it.
 */
export async function releaseUpload(
  ctx: Pick<AppContext, 'db' | 'files' | 'fileColumns'>,
  storedPath: string | null | undefined,
) {
  if (!storedPath) return;
  const { db, files } = ctx;
  const selects = ctx.fileColumns.map(
    ({ table, column, softDeleted }) =>
      `SELECT 1 FROM "${table}" WHERE strpos("${column}"::text, $1) > 0${softDeleted ? ' AND NOT deleted' : ''}`,
  );
  const [used] = await db.query(`${selects.join(' UNION ALL ')} LIMIT 1`, [storedPath]);
  if (!used) await discardFile(files, storedPath);
}

/**
 * One sweep of the stored files (DATA_DIR/uploads or the bucket). The files are listed before the references
 * are read: a file is moved in place only after the write referring to it committed, so a listed file's
 * reference is always seen. Answers the stored paths it deleted and how many unreferenced files it left for
 * being too young.
 */
export async function sweepUploads(
  db: Db,
  files: FileStore,
  columns: readonly FileColumn[],
  now = Date.now(),
): Promise<{ deleted: string[]; young: number }> {
  const stored = await files.list();
  const referenced = await referencedUploads(db, columns);
  const deleted: string[] = [];
  let young = 0;
  for (const { key, modifiedMs } of stored) {
    const storedPath = storedPathOf(key);
    if (referenced.has(storedPath)) continue;
    if (now - modifiedMs < SWEEP_GRACE_MS) {
      young++;
      continue;
    }
    await files.remove(key);
    deleted.push(storedPath);
  }
  return { deleted, young };
}

export interface UploadSweeper {
  /** Asks for a sweep soon (writes call it; a burst of writes gets one sweep). */
  schedule(): void;
  /** Runs a pending sweep now and waits until none is pending or running. */
  idle(): Promise<void>;
  /** Cancels a pending sweep and waits for a running one (server close). */
  stop(): Promise<void>;
}

export function createUploadSweeper(sweep: () => Promise<unknown>, delayMs = 1000): UploadSweeper {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const start = () => {
    timer = undefined;
    running = sweep()
      .then(() => undefined)
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          schedule();
        }
      });
    running.catch(() => undefined);
  };
  const schedule = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    timer ??= setTimeout(start, delayMs);
    timer.unref();
  };
  return {
    schedule,
    async idle() {
      while (timer || running) {
        if (timer) {
          clearTimeout(timer);
          start();
        }
        await running?.catch(() => undefined);
      }
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}
