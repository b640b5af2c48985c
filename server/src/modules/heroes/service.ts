import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context.js';
import type { ActiveSwitchBody } from '../../schemas/common.js';
import type { Db } from '../../db/index.js';
import { paginateOrEmptyArray } from '../../http/paginate.js';
import { invalid, notFound } from '../../http/reply.js';
import { IMAGE } from '../../http/fileTypes.js';
import { PLACEHOLDER_IMAGE } from '../../http/storedFiles.js';
import type { UploadedFile } from '../../http/uploadStream.js';
import type { HeroCreate, HeroUpdate, SessionDecision } from './schemas.js';
import { recordActivity, recordedWritesOf } from '../../services/activityLog.js';
import { insertRow } from '../../services/insertRow.js';
import { joined, pick, updateResult, type Json } from '../../services/lookups.js';
import { withJoinedPackage, requirePackage } from '../packages/lookups.js';
import { membersByUuid, requireMember } from '../members/lookups.js';
import { withStoredFile } from '../../services/storedFile.js';
import { updateRow } from '../../services/updateRow.js';

/** Health heroes, their session requests and applications (api-contract §7.J J1–J10). */

export const HERO_FILES = { image: IMAGE('health_hero') };

const USER_FIELDS = ['name', 'email', 'city', 'country'] as const;

/** A hero as the backend's document, `spotlightVideo` included (in upload order). */
const HERO_COLUMNS = `h.uuid, h.user_uuid AS "userUuid", h.name, h.age_bracket AS "ageBracket", h.image,
  h.category, h.experience, h.disease_type AS "diseaseType", h.area_of_mentoring AS "areaOfMentoring",
  h.preferrable_days AS "preferrableDays", h.number_of_hours AS "numberOfHours",
  h.mentoring_channel AS "mentoringChannel", h.membership_package AS "membershipPackage",
  h.reason_for_mentoring AS "reasonForMentoring", h.is_active AS "isActive", h.created_at AS "createdAt",
  h.updated_at AS "updatedAt",
  COALESCE((SELECT json_agg(json_build_object('title', v.title, 'video', v.video) ORDER BY v.id)
    FROM hero_spotlight_videos v WHERE v.hero_uuid = h.uuid), '[]'::json) AS "spotlightVideo"`;

const SESSION_COLUMNS = `uuid, user_uuid AS "userUuid", health_hero_uuid AS "healthHeroUuid", name, email,
  session_date AS "sessionDate", session_time AS "sessionTime", session_purpose AS "sessionPurpose",
  other_problems AS "otherProblems", consultation, is_active AS "isActive"`;

const APPLICATION_COLUMNS = `uuid, user_uuid AS "userUuid", mobile, image, upload_story AS "uploadStory",
  upload_documents AS "uploadDocuments", age_group AS "ageGroup", category, area_of_mentoring AS "areaOfMentoring",
  number_of_hours AS "numberOfHours", mentoring_channel AS "mentoringChannel",
  membership_package AS "membershipPackage", reason_for_mentoring AS "reasonForMentoring", is_active AS "isActive",
  created_at AS "createdAt", updated_at AS "updatedAt"`;

export async function findHero(db: Db, uuid: string): Promise<Json> {
  const [hero] = await db.query<Json>(`SELECT ${HERO_COLUMNS} FROM health_heroes h WHERE h.uuid = $1`, [
    uuid,
  ]);
  if (!hero) throw notFound('health hero');
  return hero;
}

/** A write to one hero in a transaction with its activity entry (the hero as the API answers it). */
export const recordedHeroWrite = recordedWritesOf('heroes', findHero);

/** Adds `User: [{name, email, city, country}]` by each record's `userUuid`. */
async function withUsers(db: Db, records: Json[]): Promise<Json[]> {
  const users = await membersByUuid(
    db,
    records.map((r) => r.userUuid as string),
  );
  return records.map((record) => ({
    ...record,
    User: joined(users, record.userUuid).map((user) => pick(user, USER_FIELDS)),
  }));
}

const withUsersAndPackages = async (db: Db, heroes: Json[]) =>
  withJoinedPackage(db, await withUsers(db, heroes));

/** J1: PAGE, active first then newest, with `User`, `packages` and the pending session-request count. */
export async function listHeroes(ctx: AppContext, query: unknown) {
  return paginateOrEmptyArray(query, {
    count: async () =>
      (await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM health_heroes'))[0]?.n ?? 0,
    slice: async (limit, offset) => {
      const rows = await ctx.db.query<Json>(
        `SELECT ${HERO_COLUMNS},
           (SELECT count(*)::int FROM user_health_heroes s
             WHERE s.health_hero_uuid = h.uuid AND s.is_active IS NULL) AS "pendingRequests"
         FROM health_heroes h ORDER BY h.is_active DESC, h.created_at DESC, h.uuid LIMIT $1 OFFSET $2`,
        [limit, offset],
      );
      return withUsersAndPackages(ctx.db, rows);
    },
  });
}

export async function viewHero(ctx: AppContext, uuid: string) {
  const hero = await findHero(ctx.db, uuid);
  return (await withUsersAndPackages(ctx.db, [hero]))[0];
}

/** The member a hero is made from: existing, named, and not already a hero (unless it is this one). */
async function readHeroMember(db: Db, userUuid: string, heroUuid?: string) {
  const member = await requireMember(db, userUuid, 'userUuid');
  if (!member.name) throw invalid('"userUuid": this member has no name.');
  const [hero] = await db.query<{ uuid: string }>('SELECT uuid FROM health_heroes WHERE user_uuid = $1', [
    userUuid,
  ]);
  if (hero && hero.uuid !== heroUuid) throw invalid('This member is already a health hero.');
  return member;
}

/** The form's fields as columns (unsent ones undefined), with the package checked. */
async function heroColumns(db: Db, values: Omit<HeroUpdate, 'uuid'>) {
  if (values.membershipPackage) await requirePackage(db, values.membershipPackage, 'membershipPackage');
  return {
    age_bracket: values.ageBracket,
    category: values.category,
    experience: values.experience,
    disease_type: values.diseaseType,
    area_of_mentoring: values.areaOfMentoring,
    preferrable_days: values.preferrableDays,
    mentoring_channel: values.mentoringChannel,
    number_of_hours: values.numberOfHours,
    membership_package: values.membershipPackage,
    reason_for_mentoring: values.reasonForMentoring,
  };
}

/** J2: the name is copied from the member; the image falls back to the member's cover, then the placeholder. */
export async function createHero(ctx: AppContext, values: HeroCreate, files: { image?: UploadedFile }) {
  const form = await heroColumns(ctx.db, values);
  const member = await readHeroMember(ctx.db, values.userUuid);
  const uuid = randomUUID();
  return withStoredFile(ctx, files.image, (image) =>
    recordedHeroWrite(ctx, 'create', uuid, async (tx) => {
      const now = ctx.now();
      await insertRow(tx, 'health_heroes', {
        uuid,
        user_uuid: member.uuid,
        name: member.name,
        age_bracket: form.age_bracket,
        image: image ?? member.coverImage ?? PLACEHOLDER_IMAGE,
        category: form.category,
        experience: form.experience,
        disease_type: form.disease_type,
        area_of_mentoring: form.area_of_mentoring,
        preferrable_days: form.preferrable_days,
        number_of_hours: form.number_of_hours ?? 0,
        mentoring_channel: form.mentoring_channel,
        membership_package: form.membership_package,
        reason_for_mentoring: form.reason_for_mentoring || null,
        created_at: now,
        updated_at: now,
      });
      return findHero(tx, uuid);
    }),
  );
}

/** J4: any form field (lists as comma text or repeated parts); the image is kept when none is sent. */
export async function updateHero(
  ctx: AppContext,
  { uuid, userUuid, ...values }: HeroUpdate,
  files: { image?: UploadedFile },
) {
  const current = await findHero(ctx.db, uuid);
  const form = await heroColumns(ctx.db, values);
  const member =
    userUuid && userUuid !== current.userUuid ? await readHeroMember(ctx.db, userUuid, uuid) : undefined;
  return withStoredFile(ctx, files.image, (image) =>
    recordedHeroWrite(ctx, 'update', uuid, async (tx) => {
      await updateRow(
        tx,
        'health_heroes',
        uuid,
        { ...form, user_uuid: member?.uuid, name: member?.name ?? undefined, image },
        { touch: ctx.now() },
      );
      return findHero(tx, uuid);
    }),
  );
}

export async function setHeroStatus(ctx: AppContext, { uuid, isActive }: ActiveSwitchBody) {
  const changed = await recordedHeroWrite(ctx, 'status', uuid, (tx) =>
    updateRow(tx, 'health_heroes', uuid, { is_active: isActive }, { touch: ctx.now() }),
  );
  return updateResult(changed);
}

/** J6/J7: PAGE of a hero's session requests, pending (isActive null) or approved (true). */
export async function listSessionRequests(
  ctx: AppContext,
  heroUuid: string,
  query: unknown,
  state: 'pending' | 'approved',
) {
  await findHero(ctx.db, heroUuid);
  const where = `health_hero_uuid = $1 AND ${state === 'pending' ? 'is_active IS NULL' : 'is_active IS TRUE'}`;
  return paginateOrEmptyArray(query, {
    count: async () =>
      (
        await ctx.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM user_health_heroes WHERE ${where}`,
          [heroUuid],
        )
      )[0]?.n ?? 0,
    slice: (limit, offset) =>
      ctx.db.query<Json>(
        `SELECT ${SESSION_COLUMNS} FROM user_health_heroes WHERE ${where}
         ORDER BY session_date NULLS LAST, created_at, uuid LIMIT $2 OFFSET $3`,
        [heroUuid, limit, offset],
      ),
  });
}

/**
 * J8: approve (true) or reject (false) a member's session request with a hero. The pending requests of the pair
 * change; when none is pending, all of the pair's requests do.
 */
export async function toggleSessionRequest(
  ctx: AppContext,
  { userUuid, healthHeroUuid: heroUuid, isActive }: SessionDecision,
) {
  const changed = await ctx.db.transaction(async (tx) => {
    const [{ n: pending } = { n: 0 }] = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM user_health_heroes
       WHERE user_uuid = $1 AND health_hero_uuid = $2 AND is_active IS NULL`,
      [userUuid, heroUuid],
    );
    const rows = await tx.query<{ was: boolean | null }>(
      `UPDATE user_health_heroes r SET is_active = $3
       FROM user_health_heroes old WHERE old.uuid = r.uuid
         AND r.user_uuid = $1 AND r.health_hero_uuid = $2 AND ($4 OR r.is_active IS NULL)
       RETURNING old.is_active AS was`,
      [userUuid, heroUuid, isActive, pending === 0],
    );
    if (rows.length > 0) await recordSessionDecision(tx, heroUuid, userUuid, rows[0]?.was ?? null, isActive);
    return rows.length;
  });
  if (!changed) throw notFound('session request');
  return updateResult(changed);
}

const REQUEST_STATE = (isActive: boolean | null) =>
  isActive === null ? 'pending' : isActive ? 'approved' : 'rejected';

/**
 * Logs an approve or reject of a member's session requests on the hero's record: `sessionRequest` reads
 * 'member: state' before and after.
 */
async function recordSessionDecision(
  tx: Db,
  heroUuid: string,
  userUuid: string,
  was: boolean | null,
  isActive: boolean,
) {
  const member = (await membersByUuid(tx, [userUuid])).get(userUuid);
  const who = (member?.name as string | null | undefined) ?? userUuid;
  await recordActivity(tx, {
    action: isActive ? 'approve' : 'reject',
    resource: 'heroes',
    recordId: heroUuid,
    label: (await findHero(tx, heroUuid)).name as string,
    before: { sessionRequest: `${who}: ${REQUEST_STATE(was)}` },
    after: { sessionRequest: `${who}: ${REQUEST_STATE(isActive)}` },
  });
}

/** J9: every application, newest first, with `User`. */
export async function listApplications(ctx: AppContext) {
  const rows = await ctx.db.query<Json>(
    `SELECT ${APPLICATION_COLUMNS} FROM health_hero_registrations ORDER BY created_at DESC, uuid`,
  );
  return withUsers(ctx.db, rows);
}

/** J10: `healthHeroUuid` holds the application's own uuid, as in the backend. */
export async function viewApplication(ctx: AppContext, uuid: string) {
  const [row] = await ctx.db.query<Json>(
    `SELECT ${APPLICATION_COLUMNS} FROM health_hero_registrations WHERE uuid = $1`,
    [uuid],
  );
  if (!row) throw notFound('health hero application');
  return (await withUsers(ctx.db, [row]))[0];
}
