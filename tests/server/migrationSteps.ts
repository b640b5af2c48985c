/**
 * A database migrated step by step, to try a migration on rows written before it: `upTo('021')` applies every
 * migration named before 021, `apply('021')` then that one.
 */
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate } from '../../server/src/db/migrate';
import { openEmptyPglite } from '../contract/template';

const MIGRATIONS = path.resolve('server/src/db/migrations');

export async function migrationSteps() {
  const dir = await mkdtemp(path.join(tmpdir(), 'wa-migrations-'));
  const db = await openEmptyPglite();
  const files = await readdir(MIGRATIONS);
  const copy = async (chosen: (file: string) => boolean) => {
    for (const file of files.filter(chosen)) await cp(path.join(MIGRATIONS, file), path.join(dir, file));
    await migrate(db, dir);
  };
  return {
    db,
    upTo: (prefix: string) => copy((file) => file < prefix),
    apply: (prefix: string) => copy((file) => file.startsWith(prefix)),
    async close() {
      await db.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
