import type { Config } from '../config.js';
import type { Db } from '../db/index.js';
import type { FileStore } from '../storage/index.js';
import type { Random } from './random.js';

/**
 * How many records of each kind the demo data (or `npm run seed -- --members N …`) creates, by kind: each module
 * declares its kinds and their demo sizes (its `seed.sizes`).
 */
export type SeedSizes = Readonly<Record<string, number>>;

/** Given to each module's seeder in turn (seed/index.ts): a module seeds after the ones named in its `after`. */
export interface SeedContext {
  db: Db;
  config: Config;
  /** The module's own stream of numbers: its data does not change when another module is added. */
  random: Random;
  sizes: SeedSizes;
  /** The records the modules seeded, by kind, for the modules seeded after them (see `seededRecords`). */
  refs: Map<string, unknown[]>;
  now: Date;
  /** Where seeded files are stored (the server's store: DATA_DIR/uploads or the S3 bucket). */
  files: FileStore;
  /** Stores a generated PNG and returns the path a record carries. */
  image: (name: string, colour: string) => Promise<string>;
}

/**
 * The seeded records of one kind, typed by the module that seeds them: it adds to the list, the modules that
 * name it in their `after` read it (`seededRecords<SeededPackage>('packages')(ctx)`).
 */
export function seededRecords<T>(kind: string): (ctx: Pick<SeedContext, 'refs'>) => T[] {
  return (ctx) => {
    let records = ctx.refs.get(kind);
    if (!records) ctx.refs.set(kind, (records = []));
    return records as T[];
  };
}
