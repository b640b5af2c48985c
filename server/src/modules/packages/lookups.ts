import type { Db } from '../../db/index.js';
import { invalid, type FailureShape } from '../../http/reply.js';
import { byUuid, joined, type Json } from '../../services/lookups.js';
import { PACKAGE_COLUMNS } from './service.js';

/** Packages as other modules' answers join them (`packages: [Package]`), with the columns a package answers. */

const packagesByUuid = (db: Db, uuids: (string | null | undefined)[]) =>
  byUuid(db, `SELECT ${PACKAGE_COLUMNS} FROM packages WHERE uuid = ANY($1)`, uuids);

/** Adds the contract's `packages: [Package]` join to each record, by its `membershipPackage` uuid (one query). */
export async function withJoinedPackage(db: Db, records: Json[]): Promise<Json[]> {
  const packages = await packagesByUuid(
    db,
    records.map((record) => record.membershipPackage as string | null | undefined),
  );
  return records.map((record) => ({ ...record, packages: joined(packages, record.membershipPackage) }));
}

/** Checks that a referenced package exists; 400 naming the field otherwise. */
export async function requirePackage(db: Db, uuid: string, field: string, shape: FailureShape = 'error') {
  const [row] = await db.query('SELECT uuid FROM packages WHERE uuid = $1', [uuid]);
  if (!row) throw invalid(`"${field}": no package found for this uuid.`, shape);
}
