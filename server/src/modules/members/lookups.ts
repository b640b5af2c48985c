import type { Db } from '../../db/index.js';
import { invalid, type FailureShape } from '../../http/reply.js';
import { byUuid } from '../../services/lookups.js';
import { MEMBER_COLUMNS } from './fields.js';

/** Members as other modules' answers join them (`User: [Member]`), never with the password. */

export const membersByUuid = (db: Db, uuids: (string | null | undefined)[]) =>
  byUuid(db, `SELECT ${MEMBER_COLUMNS} FROM users WHERE uuid = ANY($1)`, uuids);

/** Reads a referenced member; 400 naming the field when there is none. */
export async function requireMember(db: Db, uuid: string, field: string, shape: FailureShape = 'error') {
  const [row] = await db.query<{ uuid: string; name: string | null; coverImage: string | null }>(
    'SELECT uuid, name, cover_image AS "coverImage" FROM users WHERE uuid = $1',
    [uuid],
  );
  if (!row) throw invalid(`"${field}": no member found for this uuid.`, shape);
  return row;
}
