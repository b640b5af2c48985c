import type { AppContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import { ApiError, invalid } from '../../http/reply.js';
import type { GroupMemberAdd, GroupRequest, GroupRequestToggle } from './schemas.js';
import { findGroup, recordGroupChange } from './service.js';
import { deleteResult, joined, type Json } from '../../services/lookups.js';
import { membersByUuid, requireMember } from '../members/lookups.js';

/**
 * A support group's members and join requests (api-contract §7.I6–I11): the `member_support_groups` rows
 * (`is_active` null = pending) and the group's `members` array, kept in step with the active rows.
 */

/** I6/I7: bare arrays of request rows, each with `User: [member]` (never the password). */
export async function listRequests(ctx: AppContext, groupUuid: string, state: 'approved' | 'pending') {
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
async function readParties(db: Db, groupUuid: string, userUuid: string) {
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
export async function addMember(ctx: AppContext, { supportGroupUuid, member }: GroupMemberAdd) {
  const { group, groupUuid, userUuid } = await readParties(ctx.db, supportGroupUuid, member);
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
export async function approveRequest(ctx: AppContext, request: GroupRequest) {
  const { group, groupUuid, userUuid } = await readParties(
    ctx.db,
    request.supportGroupUuid,
    request.userUuid,
  );
  const found = await findRequest(ctx.db, groupUuid, userUuid);
  if (!found) throw new ApiError('No join request found for this member and group.', 404);
  if (found.isActive !== null) throw invalid('This join request is not pending.');
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
export async function rejectRequest(ctx: AppContext, request: GroupRequest) {
  const { group, groupUuid, userUuid } = await readParties(
    ctx.db,
    request.supportGroupUuid,
    request.userUuid,
  );
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
export async function toggleRequest(ctx: AppContext, request: GroupRequestToggle) {
  const { group, groupUuid, userUuid } = await readParties(
    ctx.db,
    request.supportGroupUuid,
    request.userUuid,
  );
  const { isActive } = request;
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
