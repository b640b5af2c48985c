import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context.js';
import type { ActiveSwitchBody } from '../../schemas/common.js';
import type { Db } from '../../db/index.js';
import { paginateOrEmptyArray } from '../../http/paginate.js';
import { invalid, notFound } from '../../http/reply.js';
import { IMAGE } from '../../http/fileTypes.js';
import { PLACEHOLDER_IMAGE } from '../../http/storedFiles.js';
import type { UploadedFile } from '../../http/uploadStream.js';
import type { GroupCreate, GroupUpdate } from './schemas.js';
import { insertRow } from '../../services/insertRow.js';
import { updateResult, type Json } from '../../services/lookups.js';
import { requirePackage, withJoinedPackage } from '../packages/lookups.js';
import { requireMember } from '../members/lookups.js';
import { recordActivity } from '../../services/activityLog.js';
import { withStoredFile } from '../../services/storedFile.js';
import { nameClash, requireUniqueName, type UniqueName } from '../../services/uniqueNames.js';
import { updateRow } from '../../services/updateRow.js';

/** Group names are unique, case ignored (migration 021). */
const GROUP_NAME: UniqueName = {
  table: 'support_groups',
  column: 'name',
  key: 'uuid',
  refusal: (name) => invalid(`A group named "${name}" already exists.`),
};

/** Wellness support groups (api-contract §7.I); their members and join requests are in groupMemberships.ts. */

export const GROUP_FILES = { image: IMAGE('support_group') };

const GROUP_COLUMNS = `uuid, name, description, group_leader AS "groupLeader",
  number_of_members AS "numberOfMembers", country, state, city, group_category AS "groupCategory",
  membership_package AS "membershipPackage", cover_image AS "coverImage", members, group_link AS "groupLink",
  is_active AS "isActive"`;

export async function findGroup(db: Db, uuid: string): Promise<Json> {
  const [group] = await db.query<Json>(`SELECT ${GROUP_COLUMNS} FROM support_groups WHERE uuid = $1`, [uuid]);
  if (!group) throw notFound('support group');
  return group;
}

/** Logs a write to a group (its join requests included: `members` shows who joined or left). */
export async function recordGroupChange(
  tx: Db,
  action: 'update' | 'status' | 'approve' | 'reject',
  uuid: string,
  before: Json | undefined,
) {
  const after = await findGroup(tx, uuid);
  await recordActivity(tx, { action, resource: 'groups', recordId: uuid, before, after });
}

/** I1: PAGE sorted active first, each with `packages` and the count of pending join requests (not in the backend). */
export async function listGroups(ctx: AppContext, query: unknown) {
  return paginateOrEmptyArray(query, {
    count: async () =>
      (await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM support_groups'))[0]?.n ?? 0,
    slice: async (limit, offset) => {
      const rows = await ctx.db.query<Json>(
        `SELECT ${GROUP_COLUMNS},
           (SELECT count(*)::int FROM member_support_groups r
             WHERE r.support_group_uuid = g.uuid AND r.is_active IS NULL) AS "pendingRequests"
         FROM support_groups g ORDER BY is_active DESC, name, uuid LIMIT $1 OFFSET $2`,
        [limit, offset],
      );
      return withJoinedPackage(ctx.db, rows);
    },
  });
}

export async function viewGroup(ctx: AppContext, uuid: string) {
  const group = await findGroup(ctx.db, uuid);
  return (await withJoinedPackage(ctx.db, [group]))[0];
}

/** The form's fields as columns (unsent ones undefined), their references and the unique name checked. */
async function groupColumns(db: Db, values: Omit<GroupUpdate, 'uuid'>, currentUuid?: string) {
  const form = {
    name: values.name,
    description: values.description,
    number_of_members: values.numberOfMembers,
    membership_package: values.membershipPackage,
    country: values.country,
    group_category: values.groupCategory,
    state: values.state,
    city: values.city,
    // '' = no leader (the backend ignores it on update).
    group_leader: values.groupLeader || undefined,
    group_link: values.groupLink,
  };
  if (form.membership_package) await requirePackage(db, form.membership_package, 'membershipPackage');
  if (form.group_leader) await requireMember(db, form.group_leader, 'groupLeader');
  if (form.name) await requireUniqueName(db, GROUP_NAME, form.name, { except: currentUuid });
  return form;
}

/** The leader joins the group's request rows as an active user (once, unlike the backend's duplicates). */
async function addLeaderRow(db: Db, groupUuid: string, leader: string | undefined) {
  if (!leader) return;
  await db.query(
    `INSERT INTO member_support_groups (support_group_uuid, user_uuid, is_active) VALUES ($1, $2, true)
     ON CONFLICT (support_group_uuid, user_uuid) DO UPDATE SET is_active = true`,
    [groupUuid, leader],
  );
}

export async function createGroup(ctx: AppContext, values: GroupCreate, files: { image?: UploadedFile }) {
  const form = await groupColumns(ctx.db, values);
  const uuid = randomUUID();
  return withStoredFile(ctx, files.image, (image) =>
    ctx.db.transaction(async (tx) => {
      await insertRow(tx, 'support_groups', {
        uuid,
        name: form.name,
        description: form.description,
        group_leader: form.group_leader ?? null,
        number_of_members: form.number_of_members,
        country: form.country,
        state: form.state ?? null,
        city: form.city ?? null,
        group_category: form.group_category,
        membership_package: form.membership_package,
        cover_image: image ?? PLACEHOLDER_IMAGE,
        group_link: form.group_link ?? null,
        created_at: ctx.now(),
      });
      await addLeaderRow(tx, uuid, form.group_leader);
      const after = await findGroup(tx, uuid);
      await recordActivity(tx, { action: 'create', resource: 'groups', recordId: uuid, after });
      return after;
    }),
  ).catch((error: unknown) => {
    throw nameClash(GROUP_NAME, form.name, error);
  });
}

/** I4: any form field, image optional (kept when absent); answers the group without `packages`. */
export async function updateGroup(
  ctx: AppContext,
  { uuid, ...values }: GroupUpdate,
  files: { image?: UploadedFile },
) {
  const current = await findGroup(ctx.db, uuid);
  const form = await groupColumns(ctx.db, values, uuid);
  const joinedCount = (current.members as string[]).length;
  if (form.number_of_members !== undefined && form.number_of_members < joinedCount) {
    throw invalid(`"numberOfMembers" cannot be less than the ${joinedCount} members who joined.`);
  }
  return withStoredFile(ctx, files.image, (image) =>
    ctx.db.transaction(async (tx) => {
      await updateRow(tx, 'support_groups', uuid, { ...form, cover_image: image });
      await addLeaderRow(tx, uuid, form.group_leader);
      const after = await findGroup(tx, uuid);
      await recordActivity(tx, {
        action: 'update',
        resource: 'groups',
        recordId: uuid,
        before: current,
        after,
      });
      return after;
    }),
  ).catch((error: unknown) => {
    throw nameClash(GROUP_NAME, form.name, error);
  });
}

export async function setGroupStatus(ctx: AppContext, { uuid, isActive }: ActiveSwitchBody) {
  const changed = await ctx.db.transaction(async (tx) => {
    const before = await findGroup(tx, uuid).catch(() => undefined);
    const count = await updateRow(tx, 'support_groups', uuid, { is_active: isActive });
    if (count) await recordGroupChange(tx, 'status', uuid, before);
    return count;
  });
  if (!changed) throw notFound('support group');
  return updateResult(changed);
}
