import type { Db } from '../../db/index.js';
import { ApiError } from '../../http/reply.js';

/** An entry as GET /v1/admin/activity answers it (ra-data-simple-rest's records: `id` first). */
interface ActivityEntry {
  id: string;
  at: string;
  adminId: string | null;
  adminEmail: string | null;
  action: string;
  resource: string;
  recordId: string | null;
  label: string | null;
  changes: { field: string; before: unknown; after: unknown }[];
  /** Whether the log holds a delete of the entry's record: its edit screen could only fail. */
  recordDeleted: boolean;
}

// recordDeleted: one look-up of the (resource, record_id) index per entry, wherever the delete is in the log.
const COLUMNS = `id::text AS id, at, admin_uuid AS "adminId", admin_email AS "adminEmail", action, resource,
  record_id AS "recordId", label, changes,
  EXISTS (SELECT 1 FROM activity deletes WHERE deletes.resource = activity.resource
    AND deletes.record_id = activity.record_id AND deletes.action = 'delete') AS "recordDeleted"`;

/** The sortable fields and their columns (qualified in ORDER BY: `id` is also the text alias); nothing else. */
const SORTS: Record<string, string> = {
  id: 'id',
  at: 'at',
  adminEmail: 'admin_email',
  action: 'action',
  resource: 'resource',
  label: 'label',
};

/** Equality filters and their columns (a list of values means any of them). */
const EQUALS: Record<string, string> = {
  id: 'id',
  adminId: 'admin_uuid',
  adminEmail: 'admin_email',
  action: 'action',
  resource: 'resource',
  recordId: 'record_id',
};

const MAX_PAGE = 1000;

interface ActivityQuery {
  sort: [string, 'ASC' | 'DESC'];
  range: [number, number];
  filter: Record<string, unknown>;
}

const badQuery = (what: string) => new ApiError(`Invalid ${what}`, 400);

function parseJson(text: unknown, what: string): unknown {
  if (text === undefined || text === '') return undefined;
  try {
    return JSON.parse(String(text));
  } catch {
    throw badQuery(what);
  }
}

/** Reads simple-rest's `sort=["at","DESC"]`, `range=[0,24]` and `filter={…}` (all optional). */
export function parseActivityQuery(query: unknown): ActivityQuery {
  const raw = (query ?? {}) as Record<string, unknown>;
  const sort = parseJson(raw.sort, 'sort') ?? ['at', 'DESC'];
  const range = parseJson(raw.range, 'range') ?? [0, 24];
  const filter = parseJson(raw.filter, 'filter') ?? {};
  if (
    !Array.isArray(sort) ||
    typeof sort[0] !== 'string' ||
    // Own properties only: `constructor`, `__proto__` or `toString` are not sortable fields.
    !Object.hasOwn(SORTS, sort[0]) ||
    !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())
  )
    throw badQuery('sort');
  if (
    !Array.isArray(range) ||
    !Number.isInteger(range[0]) ||
    !Number.isInteger(range[1]) ||
    range[0] < 0 ||
    range[1] < range[0] ||
    range[1] - range[0] >= MAX_PAGE
  )
    throw badQuery('range');
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) throw badQuery('filter');
  return {
    sort: [sort[0], String(sort[1]).toUpperCase() as 'ASC' | 'DESC'],
    range: [range[0], range[1]],
    filter: filter as Record<string, unknown>,
  };
}

function whereOf(filter: Record<string, unknown>): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const clauses: string[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    const column = Object.hasOwn(EQUALS, key) ? EQUALS[key] : undefined;
    if (column) {
      const values = (Array.isArray(value) ? value : [value]).map(String);
      params.push(values);
      clauses.push(`${column}${column === 'id' ? '::text' : ''} = ANY($${params.length}::text[])`);
    } else if (key === 'at_gte' || key === 'at_lte') {
      const date = new Date(String(value));
      if (Number.isNaN(date.getTime())) throw badQuery('filter');
      // A date alone (the date inputs) covers its whole day.
      if (key === 'at_lte' && /^\d{4}-\d{2}-\d{2}$/.test(String(value)))
        date.setUTCDate(date.getUTCDate() + 1);
      params.push(date);
      clauses.push(`at ${key === 'at_gte' ? '>=' : '<'} $${params.length}`);
    } else if (key === 'q') {
      params.push(`%${String(value).replace(/[\\%_]/g, '\\$&')}%`);
      clauses.push(`(label ILIKE $${params.length} OR admin_email ILIKE $${params.length})`);
    } else {
      throw badQuery('filter');
    }
  }
  return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

/** A page of the log, sorted and filtered in SQL, with the total for the Content-Range header. */
export async function listActivity(
  db: Db,
  query: ActivityQuery,
): Promise<{ entries: ActivityEntry[]; total: number }> {
  const { sql, params } = whereOf(query.filter);
  const [field, order] = query.sort;
  const [start, end] = query.range;
  const [counted] = await db.query<{ n: number }>(
    // Unfiltered, the kept total (migration 011); filtered, or before any entry, a count of the matches.
    sql === ''
      ? `SELECT COALESCE((SELECT n::int FROM activity_count), (SELECT count(*)::int FROM activity)) AS n`
      : `SELECT count(*)::int AS n FROM activity ${sql}`,
    params,
  );
  const entries = await db.query<ActivityEntry>(
    `SELECT ${COLUMNS} FROM activity ${sql}
     ORDER BY activity.${SORTS[field]} ${order}${field === 'id' ? '' : `, activity.id ${order}`}
     LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, end - start + 1, start],
  );
  return { entries, total: counted?.n ?? 0 };
}

export async function findActivity(db: Db, id: string): Promise<ActivityEntry | undefined> {
  if (!/^\d{1,18}$/.test(id)) return undefined;
  const [row] = await db.query<ActivityEntry>(`SELECT ${COLUMNS} FROM activity WHERE id = $1`, [id]);
  return row;
}
