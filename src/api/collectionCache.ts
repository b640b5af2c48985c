import type { RaRecord } from 'react-admin';
import type { CollectionProgress } from './collectionFetch';
import type { CollectionState, ListParams } from './types';

/** Reads a collection, telling `onProgress` how far it has come after each page. */
type CollectionLoad = (onProgress: (progress: CollectionProgress) => void) => Promise<RaRecord[]>;

/** A read in flight. */
interface Reading {
  promise: Promise<RaRecord[]>;
  progress: CollectionProgress;
  settled: boolean;
  /** Called (then forgotten) when the read progresses or settles. */
  listeners: Set<() => void>;
}

interface Entry {
  resource: string;
  /** The last complete collection read, fresh or stale. */
  records?: RaRecord[];
  /** When `records` were read (Date.now()). */
  readAt: number;
  reading?: Reading;
  /** Set by `expire`: the next read waits for new records instead of serving these. */
  mustReload: boolean;
}

/** The records known so far in the backend's order, and whether they are the whole collection. */
interface CollectionPrefix {
  records: RaRecord[];
  total?: number;
  complete: boolean;
}

/**
 * Collections by resource and list params, so paging, sorting, searching and filtering a list cost no request.
 * - Identical concurrent reads share one read; a failed read is not kept (stale records, if any, stay).
 * - Stale-while-revalidate: after `ttlMs` the stale records are still served at once, and read again behind them.
 * - A write drops the resource's collections (`drop`): the next read is a new one, waited for.
 * - Before a read is complete, `prefix` offers the pages received so far (in the backend's order).
 */
export class CollectionCache {
  private readonly entries = new Map<string, Entry>();
  /**
   * Each complete collection's records by id, built at its first lookup (a collection is replaced, never changed,
   * by a read): a bulk write over every selected row of 10,000 looks each one up (issue 30).
   */
  private readonly byId = new WeakMap<RaRecord[], Map<string, RaRecord>>();

  constructor(private readonly ttlMs: number) {}

  /** The complete collection: fresh or stale at once (a stale one is read again behind it), else once read. */
  complete(resource: string, params: ListParams, load: CollectionLoad): Promise<RaRecord[]> {
    const entry = this.entryFor(resource, params);
    if (entry.records && !entry.mustReload) {
      if (Date.now() - entry.readAt >= this.ttlMs) this.startReading(entry, load).promise.catch(() => {});
      return Promise.resolve(entry.records);
    }
    return (entry.reading ?? this.startReading(entry, load)).promise;
  }

  /**
   * The records known so far, once `enough(records)` holds for them or the collection is complete: the complete
   * collection when there is one to serve (as `complete`), else the first pages of the read in flight.
   */
  async prefix(
    resource: string,
    params: ListParams,
    load: CollectionLoad,
    enough: (records: RaRecord[]) => boolean,
  ): Promise<CollectionPrefix> {
    const entry = this.entryFor(resource, params);
    if (entry.records && !entry.mustReload) {
      const records = await this.complete(resource, params, load);
      return { records, total: records.length, complete: true };
    }
    const reading = entry.reading ?? this.startReading(entry, load);
    while (!reading.settled && !enough(reading.progress.prefix)) {
      await Promise.race([reading.promise, new Promise<void>((resolve) => reading.listeners.add(resolve))]);
    }
    if (reading.settled) {
      const records = await reading.promise;
      return { records, total: records.length, complete: true };
    }
    return { records: reading.progress.prefix, total: reading.progress.total, complete: false };
  }

  /** How far the read of a collection has come; undefined when it is neither read nor being read. */
  state(resource: string, params: ListParams): CollectionState | undefined {
    const entry = this.entries.get(cacheKey(resource, params));
    if (entry?.records && !entry.mustReload)
      return { loaded: entry.records.length, total: entry.records.length, complete: true };
    if (!entry?.reading) return undefined;
    const { loaded, total } = entry.reading.progress;
    return { loaded, total, complete: false };
  }

  /**
   * Reads a complete collection again behind its records when they are at least `minAgeMs` old (a list shown
   * again). Resolves true once new records are in, false when there was nothing to do or the read failed.
   */
  async revalidate(resource: string, params: ListParams, load: CollectionLoad, minAgeMs: number) {
    const entry = this.entries.get(cacheKey(resource, params));
    if (!entry?.records) return false;
    if (!entry.reading && Date.now() - entry.readAt < minAgeMs) return false;
    return (entry.reading ?? this.startReading(entry, load)).promise.then(
      () => true,
      () => false,
    );
  }

  /** The next read of each collection of `resources` waits for new records, however recently they were read. */
  expire(resources: string[]): void {
    for (const entry of this.entries.values()) {
      if (resources.includes(entry.resource) && entry.records) entry.mustReload = true;
    }
  }

  /** Looks `id` up in every collection of `resource` that has arrived, whatever its params. */
  find(resource: string, id: string): RaRecord | undefined {
    for (const entry of this.entries.values()) {
      if (entry.resource !== resource || !entry.records || entry.mustReload) continue;
      const record = this.indexOf(entry.records).get(id);
      if (record) return record;
    }
    return undefined;
  }

  private indexOf(records: RaRecord[]): Map<string, RaRecord> {
    let index = this.byId.get(records);
    if (!index) {
      index = new Map(records.map((record) => [String(record.id), record]));
      this.byId.set(records, index);
    }
    return index;
  }

  drop(resources: string[]): void {
    for (const [key, entry] of this.entries) {
      if (resources.includes(entry.resource)) this.entries.delete(key);
    }
  }

  clear(): void {
    this.entries.clear();
  }

  private entryFor(resource: string, params: ListParams): Entry {
    const key = cacheKey(resource, params);
    let entry = this.entries.get(key);
    if (!entry) this.entries.set(key, (entry = { resource, readAt: 0, mustReload: false }));
    return entry;
  }

  private startReading(entry: Entry, load: CollectionLoad): Reading {
    if (entry.reading) return entry.reading;
    const notify = () => {
      const listeners = [...reading.listeners];
      reading.listeners.clear();
      for (const listener of listeners) listener();
    };
    const reading: Reading = {
      promise: Promise.resolve([]),
      progress: { prefix: [], loaded: 0 },
      settled: false,
      listeners: new Set(),
    };
    entry.reading = reading;
    reading.promise = load((progress) => {
      reading.progress = progress;
      notify();
    });
    reading.promise.then(
      (records) => {
        Object.assign(entry, { records, readAt: Date.now(), mustReload: false, reading: undefined });
        reading.settled = true;
        notify();
      },
      () => {
        entry.reading = undefined;
        reading.settled = true;
        // A failed first read is not kept; stale records are.
        if (!entry.records) this.entries.forEach((one, key) => one === entry && this.entries.delete(key));
        notify();
      },
    );
    return reading;
  }
}

/** Keys sorted so `{a, b}` and `{b, a}` name the same collection. */
function cacheKey(resource: string, params: ListParams): string {
  const sorted = Object.keys(params)
    .sort()
    .map((key) => [key, params[key]]);
  return `${resource} ${JSON.stringify(sorted)}`;
}
