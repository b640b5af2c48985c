import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context.js';
import type { Db } from '../db/index.js';
import { paginateOrEmptyArray } from '../http/paginate.js';
import { ApiError, invalid, notFound } from '../http/reply.js';
import { IMAGE, PLACEHOLDER_IMAGE, type MultipartBody } from '../http/uploads.js';
import { fieldReader, requiredText, type Fields } from './fieldReader.js';
import {
  deleteResult,
  joined,
  membersByUuid,
  withJoinedPackage,
  requireMember,
  requirePackage,
  updateResult,
  type Json,
} from './lookups.js';
import { recordActivity } from './activity.js';
import { withStoredFile } from './storedFile.js';
import { updateRow } from './updateRow.js';

/** Wellness support groups and their join requests (api-contract §7.I). */

export const GROUP_FILES = { image: IMAGE('support_group') };

const GROUP_COLUMNS = `uuid, name, description, group_leader AS "groupLeader",
  number_of_members AS "numberOfMembers", country, state, city, group_category AS "groupCategory",
  membership_package AS "membershipPackage", cover_image AS "coverImage", members, group_link AS "groupLink",
  is_active AS "isActive"`;

const CREATE_FIELDS = [
  'name',
  'description',
  'numberOfMembers',
  'membershipPackage',
  'country',
  'groupCategory',
  'state',
  'city',
  'groupLeader',
  'groupLink',
];

async function findGroup(db: Db, uuid: string): Promise<Json> {
  const [group] = await db.query<Json>(`SELECT ${GROUP_COLUMNS} FROM support_groups WHERE uuid = $1`, [uuid]);
  if (!group) throw notFound('support group');
  return group;
}

/** Logs a write to a group (its join requests included: `members` shows who joined or left). */
async function recordGroupChange(
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

export async function viewGroup(ctx: AppContext, fields: Fields) {
  const group = await findGroup(ctx.db, requiredText(fields));
  return (await withJoinedPackage(ctx.db, [group]))[0];
}

/** The form's fields, checked; with `partial` only those sent (update). */
async function readGroupForm(db: Db, fields: Fields, partial: boolean, currentUuid?: string) {
  const shape = partial ? 'error' : 'data';
  const read = fieldReader(fields, shape, partial);
  if (!partial) read.only(CREATE_FIELDS);
  const form = {
    name: read.text('name', { required: true }),
    description: read.text('description', { required: true }),
    number_of_members: read.number('numberOfMembers', { required: true, min: 0, integer: true }),
    membership_package: read.text('membershipPackage', { required: true }),
    country: read.text('country', { required: true }),
    group_category: read.text('groupCategory', { required: true }),
    state: read.text('state'),
    city: read.text('city'),
    // '' = no leader (the backend ignores it on update).
    group_leader: read.text('groupLeader') || undefined,
    group_link: read.text('groupLink'),
  };
  if (form.membership_package) await requirePackage(db, form.membership_package, 'membershipPackage');
  if (form.group_leader) await requireMember(db, form.group_leader, 'groupLeader');
  if (form.name) {
    const [same] = await db.query<{ uuid: string }>('SELECT uuid FROM support_groups WHERE name = $1', [
      form.name,
    ]);
    if (same && same.uuid !== currentUuid) throw invalid(`A group named "${form.name}" already exists.`);
  }
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

export async function createGroup(ctx: AppContext, body: MultipartBody) {
  const form = await readGroupForm(ctx.db, body.fields, false);
  const uuid = randomUUID();
  return withStoredFile(ctx, body.files.image, (image) =>
    ctx.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO support_groups (uuid, name, description, group_leader, number_of_members, country, state, city,
           group_category, membership_package, cover_image, group_link, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
        [
          uuid,
          form.name,
          form.description,
          form.group_leader ?? null,
          form.number_of_members,
          form.country,
          form.state ?? null,
          form.city ?? null,
          form.group_category,
          form.membership_package,
          image ?? PLACEHOLDER_IMAGE,
          form.group_link ?? null,
          ctx.now(),
        ],
      );
      await addLeaderRow(tx, uuid, form.group_leader);
      const after = await findGroup(tx, uuid);
      await recordActivity(tx, { action: 'create', resource: 'groups', recordId: uuid, after });
      return after;
    }),
  );
}

/** I4: any form field, image optional (kept when absent); answers the group without `packages`. */
export async function updateGroup(ctx: AppContext, body: MultipartBody) {
  const uuid = requiredText(body.fields);
  const current = await findGroup(ctx.db, uuid);
  const form = await readGroupForm(ctx.db, body.fields, true, uuid);
  const joinedCount = (current.members as string[]).length;
  if (form.number_of_members !== undefined && form.number_of_members < joinedCount) {
    throw invalid(`"numberOfMembers" cannot be less than the ${joinedCount} members who joined.`);
  }
  return withStoredFile(ctx, body.files.image, (image) =>
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
  );
}

export async function setGroupStatus(ctx: AppContext, fields: Fields) {
  const uuid = requiredText(fields);
  const isActive = fieldReader(fields).boolean('isActive', { required: true });
  const changed = await ctx.db.transaction(async (tx) => {
    const before = await findGroup(tx, uuid).catch(() => undefined);
    const count = await updateRow(tx, 'support_groups', uuid, { is_active: isActive });
    if (count) await recordGroupChange(tx, 'status', uuid, before);
    return count;
  });
  if (!changed) throw notFound('support group');
  return updateResult(changed);
}

/** I6/I7: bare arrays of request rows, each with `User: [member]` (never the password). */
export async function listRequests(ctx: AppContext, fields: Fields, state: 'approved' | 'pending') {
  const groupUuid = requiredText(fields, 'supportGroupUuid');
  await findGroup(ctx.db, groupUuid);
  const rows = await ctx.db.query<Json>(
    `SELECT user_uuid AS "userUuid", support_group_uuid AS "supportGroupUuid", is_active AS "isActive"
     FROM member_support_groups
     WHERE support_group_uuid = $1 AND (is_active IS NULL) = $2
     ORDER BY created_at, user_uuid`,
    [groupUuid, state === 'pending'],
  );
  const users = await membersByUuid(
    ctx.db,
    rows.map((r) => r.userUuid as string),
  );
  return rows.map((row) => ({ ...row, User: joined(users, row.userUuid) }));
}

/** The request parties: the group (404 when unknown) and the member's uuid. */
async function readParties(db: Db, fields: Fields, memberField: 'userUuid' | 'member') {
  const groupUuid = requiredText(fields, 'supportGroupUuid');
  const userUuid = requiredText(fields, memberField);
  const group = await findGroup(db, groupUuid);
  return { group, groupUuid, userUuid };
}

function assertRoom(group: Json, userUuid: string) {
  const members = group.members as string[];
  if (members.includes(userUuid)) return;
  if (members.length + 1 > (group.numberOfMembers as number)) {
    throw invalid(`The group is full: ${members.length} of ${group.numberOfMembers as number} members.`);
  }
}

/** Keeps `members` (the joined users) in step with the active request rows. */
async function setMembership(db: Db, groupUuid: string, userUuid: string, active: boolean) {
  await db.query(
    active
      ? `UPDATE support_groups SET members = array_append(members, $2)
         WHERE uuid = $1 AND NOT ($2 = ANY(members))`
      : 'UPDATE support_groups SET members = array_remove(members, $2) WHERE uuid = $1',
    [groupUuid, userUuid],
  );
}

async function findRequest(db: Db, groupUuid: string, userUuid: string) {
  const [row] = await db.query<{ isActive: boolean | null }>(
    `SELECT is_active AS "isActive" FROM member_support_groups WHERE support_group_uuid = $1 AND user_uuid = $2`,
    [groupUuid, userUuid],
  );
  return row;
}

/** I8: adds a member directly (an active row and a place in `members`). */
export async function addMember(ctx: AppContext, fields: Fields) {
  const { group, groupUuid, userUuid } = await readParties(ctx.db, fields, 'member');
  await requireMember(ctx.db, userUuid, 'member');
  if ((group.members as string[]).includes(userUuid)) {
    throw invalid('This member has already joined the group.');
  }
  assertRoom(group, userUuid);
  await ctx.db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO member_support_groups (support_group_uuid, user_uuid, is_active, created_at)
       VALUES ($1, $2, true, $3)
       ON CONFLICT (support_group_uuid, user_uuid) DO UPDATE SET is_active = true`,
      [groupUuid, userUuid, ctx.now()],
    );
    await setMembership(tx, groupUuid, userUuid, true);
    await recordGroupChange(tx, 'update', groupUuid, group);
  });
  return null;
}

/** I9: a pending request becomes active and the user joins `members` (no e-mail is sent by this server). */
export async function approveRequest(ctx: AppContext, fields: Fields) {
  const { group, groupUuid, userUuid } = await readParties(ctx.db, fields, 'userUuid');
  const request = await findRequest(ctx.db, groupUuid, userUuid);
  if (!request) throw new ApiError('No join request found for this member and group.', 404);
  if (request.isActive !== null) throw invalid('This join request is not pending.');
  assertRoom(group, userUuid);
  await ctx.db.transaction(async (tx) => {
    await tx.query(
      'UPDATE member_support_groups SET is_active = true WHERE support_group_uuid = $1 AND user_uuid = $2',
      [groupUuid, userUuid],
    );
    await setMembership(tx, groupUuid, userUuid, true);
    await recordGroupChange(tx, 'approve', groupUuid, group);
  });
  return null;
}

/** I10: deletes the request row (a rejection is not stored, as in the backend) and the user's membership. */
export async function rejectRequest(ctx: AppContext, fields: Fields) {
  const { group, groupUuid, userUuid } = await readParties(ctx.db, fields, 'userUuid');
  const deleted = await ctx.db.transaction(async (tx) => {
    const rows = await tx.query(
      'DELETE FROM member_support_groups WHERE support_group_uuid = $1 AND user_uuid = $2 RETURNING user_uuid',
      [groupUuid, userUuid],
    );
    await setMembership(tx, groupUuid, userUuid, false);
    if (rows.length) await recordGroupChange(tx, 'reject', groupUuid, group);
    return rows.length;
  });
  if (!deleted) throw new ApiError('No join request found for this member and group.', 404);
  return deleteResult(deleted);
}

/** I11: activates or deactivates a joined user; `members` follows so the capacity counts active users only. */
export async function toggleRequest(ctx: AppContext, fields: Fields) {
  const { group, groupUuid, userUuid } = await readParties(ctx.db, fields, 'userUuid');
  const isActive = fieldReader(fields).boolean('isActive', { required: true }) as boolean;
  if (!(await findRequest(ctx.db, groupUuid, userUuid))) {
    throw new ApiError('No join request found for this member and group.', 404);
  }
  if (isActive) assertRoom(group, userUuid);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.query<Json>(
      `UPDATE member_support_groups SET is_active = $3 WHERE support_group_uuid = $1 AND user_uuid = $2
       RETURNING user_uuid AS "userUuid", support_group_uuid AS "supportGroupUuid", is_active AS "isActive"`,
      [groupUuid, userUuid, isActive],
    );
    await setMembership(tx, groupUuid, userUuid, isActive);
    await recordGroupChange(tx, 'status', groupUuid, group);
    return row;
  });
}
