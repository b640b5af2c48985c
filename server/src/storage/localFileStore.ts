import { constants } from 'node:fs';
import { access, mkdir, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FileStore, StoredEntry } from './fileStore.js';
import { UPLOADS_PREFIX } from './fileStore.js';

/** Stored files in DATA_DIR/uploads, served by @fastify/static (ranges, HEAD, ETag). */
export function localFileStore(dataDir: string): FileStore {
  const root = path.join(dataDir, 'uploads');
  const fileOf = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(root + path.sep)) throw new Error(`Not a stored file's key: ${key}`);
    return file;
  };
  return {
    async moveIn(tempPath, key) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // The temporary folder is in DATA_DIR too: a rename, never a copy.
      await rename(tempPath, file);
    },
    async write(key, content) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, content);
    },
    async remove(key) {
      await unlink(fileOf(key)).catch(() => undefined);
    },
    async list() {
      const entries = await readdir(root, { withFileTypes: true, recursive: true }).catch(() => []);
      const listed: StoredEntry[] = [];
      for (const entry of entries.filter((e) => e.isFile())) {
        const file = path.join(entry.parentPath, entry.name);
        const info = await stat(file).catch(() => null);
        if (!info) continue;
        const key = path.relative(root, file).split(path.sep).join('/');
        listed.push({ key, size: info.size, modifiedMs: info.mtimeMs });
      }
      return listed;
    },
    async check() {
      await access(root, constants.R_OK | constants.W_OK);
    },
    async serve(app) {
      await mkdir(root, { recursive: true });
      await app.register(fastifyStatic, { root, prefix: UPLOADS_PREFIX, decorateReply: false, index: false });
    },
    close() {},
  };
}
