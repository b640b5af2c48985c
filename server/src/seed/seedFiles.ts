import { storedPathOf, type FileStore } from '../storage/index.js';

/** Stores a seeded file at `<folder>/<name>` in the configured store and returns the path a record carries. */
export async function storeSeedFile(files: FileStore, folder: string, name: string, content: Buffer) {
  const key = `${folder}/${name}`;
  await files.write(key, content);
  return storedPathOf(key);
}
