import { randomUUID } from 'node:crypto';
import { link, mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

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

/** How long a starter waits for another one taking over the same stale lock before giving up. */
const TAKEOVER_WAIT_MS = 10_000;

/** Temporary and claim files of a starter that died between two steps are removed after this long. */
const LEFTOVER_MS = 60_000;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const isCode = (error: unknown, code: string) => (error as NodeJS.ErrnoException).code === code;

/** The lock file as it is now: its inode and the pid it names (null when unreadable); null when absent. */
async function inspect(file: string): Promise<{ ino: number; pid: number | null } | null> {
  try {
    const [info, text] = await Promise.all([stat(file), readFile(file, 'utf8')]);
    const pid = Number.parseInt(text.trim(), 10);
    return { ino: info.ino, pid: Number.isInteger(pid) && pid > 0 ? pid : null };
  } catch (error) {
    if (isCode(error, 'ENOENT')) return null;
    throw error;
  }
}

/** True when the lock file names a live server: another process, or this one holding it already. */
function heldByLiveServer(file: string, pid: number | null): pid is number {
  if (pid === null) return false;
  if (pid === process.pid) return held.has(file);
  return isAlive(pid);
}

/** Removes temporary and claim files that starters left behind when they died mid-way. */
async function removeLeftovers(dataDir: string, now: number): Promise<void> {
  const names = await readdir(dataDir).catch(() => [] as string[]);
  for (const name of names) {
    if (!name.startsWith(`${LOCK_FILE}.`)) continue;
    const file = path.join(dataDir, name);
    const info = await stat(file).catch(() => null);
    if (info && now - info.mtimeMs > LEFTOVER_MS) await unlink(file).catch(() => undefined);
  }
}

/**
 * Takes the lock of `dataDir`, atomically: the pid is written to a temporary file first, which then becomes
 * `server.lock` by a hard link (which never replaces an existing file), so the lock is never seen empty.
 * A lock whose pid is dead (a crashed server), unreadable, or this process's own pid from an earlier life (a
 * container restarted as pid 1) is stale and taken over, also atomically: the starter that first claims that
 * lock file (a claim file named after its inode, created by a hard link too) checks it is still the same stale
 * file and renames its own file over it; every other starter sees the new owner. A live lock refuses with
 * DataDirLockedError.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  await removeLeftovers(dataDir, Date.now());
  const mine = `${file}.${randomUUID()}.tmp`;
  await writeFile(mine, `${process.pid}\n`, { mode: 0o644, flag: 'wx' });
  try {
    const deadline = Date.now() + TAKEOVER_WAIT_MS;
    while (Date.now() < deadline) {
      if (await takeFree(mine, file)) return holding(file);
      const seen = await inspect(file);
      if (!seen) continue;
      if (heldByLiveServer(file, seen.pid)) throw new DataDirLockedError(dataDir, seen.pid);
      if (await takeStale(mine, file, seen.ino)) return holding(file);
      // Another starter is taking this stale lock over (on a busy machine it may take a while): its pid will
      // be in the lock file soon.
      await delay(5 + Math.random() * 20);
    }
  } finally {
    await unlink(mine).catch(() => undefined);
  }
  throw new Error(
    `Could not take the lock ${file}: another server kept taking it over. If no server is running, delete ` +
      `${file} and ${file}.takeover-*.`,
  );
}

/** Links `mine` as the lock file when there is none; false when one exists. */
async function takeFree(mine: string, file: string): Promise<boolean> {
  try {
    await link(mine, file);
    return true;
  } catch (error) {
    if (isCode(error, 'EEXIST')) return false;
    throw error;
  }
}

/**
 * Replaces the stale lock file of inode `ino` by `mine`, if this starter is the first to claim that inode and
 * the lock file is still that stale one; false otherwise (another starter took it, or it changed).
 */
async function takeStale(mine: string, file: string, ino: number): Promise<boolean> {
  const claim = `${file}.takeover-${ino}`;
  try {
    await link(mine, claim);
  } catch (error) {
    if (isCode(error, 'EEXIST')) return false;
    throw error;
  }
  try {
    // Only the holder of this claim replaces the file of this inode: if it is still there and still stale, it
    // is the one the claim is about.
    const now = await inspect(file);
    if (!now || now.ino !== ino || heldByLiveServer(file, now.pid)) return false;
    await rename(mine, file);
    return true;
  } finally {
    await unlink(claim).catch(() => undefined);
  }
}

function holding(file: string): DataDirLock {
  held.add(file);
  return {
    async release() {
      if (!held.delete(file)) return;
      if ((await inspect(file))?.pid === process.pid) await unlink(file).catch(() => undefined);
    },
  };
}
