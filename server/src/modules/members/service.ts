import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import { answerKey, Fingerprinted, type AnswerSource } from '../../http/answerCache.js';
import { paginateSerialised, parsePageParams } from '../../http/paginate.js';
import { ApiError, invalid, notFound, type FailureShape } from '../../http/reply.js';
import { IMAGE } from '../../http/fileTypes.js';
import { PLACEHOLDER_IMAGE } from '../../http/storedFiles.js';
import type { UploadedFile } from '../../http/uploadStream.js';
import type { MemberCreate, MemberStatus, MemberUpdate } from './schemas.js';
import { recordActivity } from '../../services/activityLog.js';
import { insertRow } from '../../services/insertRow.js';
import { MEMBER_COLUMNS } from './fields.js';
import { memberPages } from './pages.js';
import { updateResult } from '../../services/lookups.js';
import { withStoredFile } from '../../services/storedFile.js';
import { isUniqueViolation } from '../../services/uniqueViolation.js';
import { updateRow } from '../../services/updateRow.js';

export const MEMBER_FILES = { image: IMAGE('members') };

/** The embedded membership: an empty `name` marks a self-registered ("incomplete") member. */
export interface Membership {
  uuid: string;
  name: string;
  status: 'active' | 'inactive' | 'expired' | 'cancelled';
  type: string;
  date: string;
  cost: number;
  expiry: string;
}

type Member = Record<string, unknown> & { uuid: string; email: string; package: Membership };

/** The member's columns a create or update writes, from checked values. */
function memberColumns(values: Omit<MemberUpdate, 'uuid'>) {
  return {
    name: values.name,
    email: values.email,
    mobile: values.mobile,
    gender: values.gender,
    age_group: values.ageGroup,
    dob: dateOf(values.dob),
    zip_code: values.zipCode,
    city: values.city,
    state: values.state,
    country: values.country,
    country_code: values.countryCode,
    address_line1: values.addressLine1,
    address_line2: values.addressLine2,
    is_active: values.isActive,
  };
}

/** A sent date as a Date; null (cleared) and undefined (not sent) stay. */
const dateOf = (text: string | null | undefined) => (typeof text === 'string' ? new Date(text) : text);

const duplicateEmail = (email: string) =>
  new ApiError(`E11000 duplicate key error collection: users index: email_1 dup key: { email: "${email}" }`);

async function ensureEmailFree(db: Db, email: string | null | undefined, exceptUuid = '') {
  if (!email) return;
  const [taken] = await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1) AND uuid <> $2', [
    email,
    exceptUuid,
  ]);
  if (taken) throw duplicateEmail(email);
}

/** A new annual membership of the package, starting now; a missing package fails in the route's shape. */
async function membershipOf(
  db: Db,
  packageUuid: string,
  now: Date,
  shape: FailureShape,
): Promise<Membership> {
  const [pkg] = await db.query<{ uuid: string; name: string; annual_cost: number; is_active: boolean }>(
    'SELECT uuid, name, annual_cost, is_active FROM packages WHERE uuid = $1',
    [packageUuid],
  );
  if (!pkg) throw invalid('"membershipPackage": no package found for this uuid.', shape);
  const expiry = new Date(now);
  expiry.setUTCFullYear(expiry.getUTCFullYear() + 1);
  return {
    uuid: pkg.uuid,
    name: pkg.name,
    status: pkg.is_active ? 'active' : 'inactive',
    type: 'annual',
    date: now.toISOString(),
    cost: pkg.annual_cost,
    expiry: expiry.toISOString(),
  };
}

function checkDob(dob: string | null | undefined, now: Date, shape: FailureShape) {
  if (dob && new Date(dob) > now) throw invalid('"dob" cannot be later than today', shape);
}

async function findMember(db: Db, uuid: string): Promise<Member | undefined> {
  const [row] = await db.query<Member>(`SELECT ${MEMBER_COLUMNS} FROM users WHERE uuid = $1`, [uuid]);
  return row;
}

/** The tables a members list page is read from (its kept answer is fresh while they are unchanged). */
const MEMBER_LIST_TABLES = ['users', 'packages'] as const;

/**
 * C1: a page of every member sorted by name, each with `Package: [{colour}]` (empty without a package); a bare
 * `[]` when there are no members at all. `version` is the version of MEMBER_LIST_TABLES the page is read at. With
 * the page's fingerprint (none for an answer without rows), which `memberPageFingerprint` reads again later.
 */
export async function listMembers(ctx: AppContext, query: unknown, version: string) {
  const pages = memberPages(ctx.db, version);
  const data = await paginateSerialised(query, pages, { emptyAsArray: true });
  return new Fingerprinted(data, pages.fingerprint);
}

/**
 * The fingerprint the page `query` asks for has now (at `version`), without building it: the kept answer of an
 * earlier version serves while it is the same (http/answerCache.ts). Undefined for an answer without rows.
 */
async function memberPageFingerprint(ctx: AppContext, query: unknown, version: string) {
  const params = parsePageParams(query);
  return params ? memberPages(ctx.db, version).fingerprintOfPage(params.page, params.limit) : undefined;
}

/** How many members there are now, as the list's pages count them (read once per version of their tables). */
export async function memberCount(ctx: AppContext): Promise<number> {
  return memberPages(ctx.db, await ctx.tableVersions(MEMBER_LIST_TABLES)).count();
}

/** What the C1 page `query` asks for is kept under (http/answerCache.ts): by the route and when warmed. */
export const memberListSource = (ctx: AppContext, query: unknown): AnswerSource => ({
  key: answerKey('members', query),
  tables: MEMBER_LIST_TABLES,
  fingerprint: (version) => memberPageFingerprint(ctx, query, version),
});

/** C5: unknown uuid → 404 E-wrapper. */
export async function viewMember(ctx: AppContext, uuid: string): Promise<Member> {
  const found = await findMember(ctx.db, uuid);
  if (!found) throw notFound('member');
  return found;
}

/**
 * C2: validation and an unknown package are S-wrapper/400; a duplicate email is the backend's E11000 E-wrapper
 * (the client maps 'email' in it to its message). The uploaded image becomes the cover image (the backend
 * ignores it), else the placeholder.
 */
export async function createMember(
  ctx: AppContext,
  values: MemberCreate,
  files: { image?: UploadedFile },
): Promise<Member> {
  const now = ctx.now();
  checkDob(values.dob, now, 'data');
  const membership = await membershipOf(ctx.db, values.membershipPackage, now, 'data');
  await ensureEmailFree(ctx.db, values.email);
  return withStoredFile(ctx, files.image, async (storedPath) => {
    const uuid = randomUUID();
    const columns = {
      uuid,
      package: JSON.stringify(membership),
      created_at: now,
      updated_at: now,
      ...memberColumns(values),
      cover_image: storedPath ?? PLACEHOLDER_IMAGE,
      is_active: true,
    };
    try {
      await ctx.db.transaction(async (tx) => {
        await insertRow(tx, 'users', columns);
        const after = await findMember(tx, uuid);
        await recordActivity(tx, { action: 'create', resource: 'members', recordId: uuid, after });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateEmail(values.email);
      throw error;
    }
    return (await findMember(ctx.db, uuid)) as Member;
  });
}

/**
 * C3: uuid plus any field. A different `membershipPackage` starts a new membership of that package (the same one
 * keeps the current membership and its dates); the cover image stays unless a new image is sent (the backend's
 * reset to the placeholder is not reproduced). Unknown member → 404, unknown package → 400.
 */
export async function updateMember(
  ctx: AppContext,
  { uuid, ...values }: MemberUpdate,
  files: { image?: UploadedFile },
): Promise<Member> {
  const now = ctx.now();
  checkDob(values.dob, now, 'error');
  const current = await findMember(ctx.db, uuid);
  if (!current) throw notFound('member');
  const membership =
    values.membershipPackage && values.membershipPackage !== current.package.uuid
      ? await membershipOf(ctx.db, values.membershipPackage, now, 'error')
      : undefined;
  await ensureEmailFree(ctx.db, values.email, uuid);
  return withStoredFile(ctx, files.image, async (storedPath) => {
    try {
      await ctx.db.transaction(async (tx) => {
        await updateRow(
          tx,
          'users',
          uuid,
          {
            ...memberColumns(values),
            cover_image: storedPath,
            package: membership && JSON.stringify(membership),
          },
          { touch: now },
        );
        const after = await findMember(tx, uuid);
        await recordActivity(tx, {
          action: 'update',
          resource: 'members',
          recordId: uuid,
          before: current,
          after,
        });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateEmail(values.email ?? '');
      throw error;
    }
    return (await findMember(ctx.db, uuid)) as Member;
  });
}

/** C4: `isActive` as a boolean or 'true'/'false'; answers UpdRes; unknown uuid → 404. */
export async function setMemberStatus(ctx: AppContext, { uuid, isActive }: MemberStatus) {
  const changed = await ctx.db.transaction(async (tx) => {
    const before = await findMember(tx, uuid);
    const count = await updateRow(tx, 'users', uuid, { is_active: isActive }, { touch: ctx.now() });
    if (count > 0) {
      const after = await findMember(tx, uuid);
      await recordActivity(tx, { action: 'status', resource: 'members', recordId: uuid, before, after });
    }
    return count;
  });
  if (changed === 0) throw notFound('member');
  return updateResult(changed);
}
