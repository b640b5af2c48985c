import type { RaRecord } from 'react-admin';
import type { ListParams } from './types';

interface Entry {
  resource: string;
  records: Promise<RaRecord[]>;
  /** The records once they have arrived. */
  loaded?: RaRecord[];
  /** Infinity while the request is in flight; set when it resolves. */
  expiresAt: number;
}

/**
 * Complete collections by resource and list params, so paging, sorting, searching and filtering a list
 * cost no request. Identical concurrent reads share one in-flight promise; a failed read is not kept.
 */
export class CollectionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly ttlMs: number) {}

  read(resource: string, params: ListParams, load: () => Promise<RaRecord[]>): Promise<RaRecord[]> {
    const key = cacheKey(resource, params);
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > Date.now()) return cached.records;
    const entry: Entry = { resource, records: load(), expiresAt: Infinity };
    this.entries.set(key, entry);
    entry.records.then(
      (records) => {
        entry.loaded = records;
        entry.expiresAt = Date.now() + this.ttlMs;
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry.records;
  }

  /** Looks `id` up in every fresh collection of `resource` that has arrived, whatever its params. */
  find(resource: string, id: string): RaRecord | undefined {
    const now = Date.now();
    for (const entry of this.entries.values()) {
      if (entry.resource !== resource || !entry.loaded || entry.expiresAt <= now) continue;
      const record = entry.loaded.find((one) => String(one.id) === id);
      if (record) return record;
    }
    return undefined;
  }

  drop(resources: string[]): void {
    for (const [key, entry] of this.entries) {
      if (resources.includes(entry.resource)) this.entries.delete(key);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}

/** Keys sorted so `{a, b}` and `{b, a}` name the same collection. */
function cacheKey(resource: string, params: ListParams): string {
  const sorted = Object.keys(params)
    .sort()
    .map((key) => [key, params[key]]);
  return `${resource} ${JSON.stringify(sorted)}`;
}
