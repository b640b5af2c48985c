import type { Config } from '../config.js';
import type { Db } from '../db/index.js';
import type { FileStore } from '../storage/index.js';
import type { Random } from './random.js';

/** How many records of each kind the demo data (or `npm run seed -- --members N …`) creates. */
export interface SeedSizes {
  packages: number;
  members: number;
  transactions: number;
  events: number;
  promoCodes: number;
  multimedia: number;
  documents: number;
  vouchers: number;
  groups: number;
  heroes: number;
  partners: number;
  partnerRequests: number;
  vendors: number;
  faqs: number;
}

export const DEMO_SIZES: SeedSizes = {
  packages: 4,
  members: 60,
  transactions: 150,
  events: 20,
  promoCodes: 8,
  multimedia: 12,
  documents: 10,
  vouchers: 8,
  groups: 6,
  heroes: 6,
  partners: 8,
  partnerRequests: 6,
  vendors: 6,
  faqs: 8,
};

interface SeedRefs {
  packages: { uuid: string; name: string; colour: string; annualCost: number; isActive: boolean }[];
  members: { uuid: string; name: string; email: string; hasPackage: boolean }[];
  events: { uuid: string; name: string; price: number; status: number }[];
  groups: { uuid: string; name: string }[];
  heroes: { uuid: string; name: string }[];
}

/** Shared by the area seeders, which run in order: each reads the refs of the ones before it. */
export interface SeedContext {
  db: Db;
  config: Config;
  random: Random;
  sizes: SeedSizes;
  refs: SeedRefs;
  now: Date;
  /** Where seeded files are stored (the server's store: DATA_DIR/uploads or the S3 bucket). */
  files: FileStore;
  /** Stores a generated PNG and returns the path a record carries. */
  image: (name: string, colour: string) => Promise<string>;
}
