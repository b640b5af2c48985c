import { mkdir, open, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';

/** The lock file of a data directory: it holds the pid of the server that opened the embedded database. */
export const LOCK_FILE = 'server.lock';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another server (pid ${pid}). The embedded database supports one server ` +
        `per data directory: stop the other one, or give this one its own DATA_DIR. To run several instances ` +
        `on one database, use PostgreSQL (DATABASE_URL). If no server is running, delete ` +
        `${path.join(dataDir, LOCK_FILE)}.`,
    );
  }
}

export interface DataDirLock {
  /** Removes the lock file (only while it is still this process's). */
  release(): Promise<void>;
}

/** Lock files this process holds: a second server in the same process on the same directory is refused too. */
const held = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readPid(file: string): Promise<number | null> {
  const text = await readFile(file, 'utf8').catch(() => '');
  const pid = Number.parseInt(text.trim(), 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/** True when the lock file names a live server: another process, or this one holding it already. */
function heldByLiveServer(file: string, pid: number | null): pid is number {
  if (pid === null) return false;
  if (pid === process.pid) return held.has(file);
  return isAlive(pid);
}

/**
 * Takes the lock of `dataDir`: creates `server.lock` exclusively with this process's pid. A lock whose pid is
 * dead (a crashed server), unreadable, or this process's own pid from an earlier life (a container restarted
 * as pid 1) is stale and replaced; a live one refuses with DataDirLockedError.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const handle = await open(file, 'wx', 0o644);
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      held.add(file);
      return {
        async release() {
          if (!held.delete(file)) return;
          if ((await readPid(file)) === process.pid) await unlink(file).catch(() => undefined);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = await readPid(file);
      if (heldByLiveServer(file, pid)) throw new DataDirLockedError(dataDir, pid);
      // Stale: remove it only if it still names the dead pid (another starter may have replaced it meanwhile).
      if ((await readPid(file)) === pid) await unlink(file).catch(() => undefined);
    }
  }
  throw new Error(`Could not take the lock ${file}: it keeps changing.`);
}
