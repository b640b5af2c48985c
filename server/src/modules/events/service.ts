import { randomInt, randomUUID } from 'node:crypto';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import { paginate, paginateOrEmptyArray, type PagedSource } from '../../http/paginate.js';
import { ApiError, invalid, notFound } from '../../http/reply.js';
import type { UploadedFile } from '../../http/uploadStream.js';
import type { EventCreate, EventRegistrationSwitch, EventUpdate } from './schemas.js';
import { insertRow } from '../../services/insertRow.js';
import { deleteResult, updateResult, type Json } from '../../services/lookups.js';
import { requirePackage, withJoinedPackage } from '../packages/lookups.js';
import { recordActivity } from '../../services/activityLog.js';
import { withStoredFile } from '../../services/storedFile.js';
import { nameClash, requireUniqueName, type UniqueName } from '../../services/uniqueNames.js';
import { updateRow } from '../../services/updateRow.js';

/** Event names are unique among the events not deleted, case ignored (migration 021). */
const EVENT_NAME: UniqueName = {
  table: 'events',
  column: 'name',
  key: 'uuid',
  among: 'NOT deleted',
  refusal: (name) => invalid(`An event named "${name}" already exists.`),
};

const EVENT_STATUS = { cancelled: 0, active: 1, draft: 2 } as const;
const MEETING_TYPES = ['webinar', 'meeting'] as const;
export type EventPhase = 'upcoming' | 'ongoing' | 'past' | 'cancelled' | 'draft';

/**
 * Which events each list shows, at `$1` = now. Ongoing follows the documents: only active events. (The backend
 * matches start ≤ now ≤ end with any status, so drafts and cancelled events show up as ongoing there: a defect.)
 */
const PHASES: Record<EventPhase, { where: string; order: string }> = {
  upcoming: { where: 'status = 1 AND start_time > $1', order: 'start_time, uuid' },
  ongoing: { where: 'status = 1 AND start_time <= $1 AND end_time >= $1', order: 'start_time, uuid' },
  past: { where: 'status = 1 AND end_time < $1', order: 'start_time DESC, uuid' },
  // These two do not depend on the time; `$1` still appears so every phase takes the same parameters.
  cancelled: { where: 'status = 0 AND $1::timestamptz IS NOT NULL', order: 'start_time DESC, uuid' },
  draft: { where: 'status = 2 AND $1::timestamptz IS NOT NULL', order: 'start_time, uuid' },
};

/**
 * Every event column plus its speakers (insertion order) and its registration count. The count is the
 * documents' `EventRegisteredUsers`, which the backend's lists never fill.
 */
const EVENT_SELECT = `SELECT e.*,
  COALESCE((SELECT json_agg(json_build_object('name', s.name, 'designation', s.designation,
      'description', s.description, 'linkedInProfile', s.linked_in_profile, 'image', s.image) ORDER BY s.id)
    FROM event_speakers s WHERE s.event_uuid = e.uuid), '[]'::json) AS speakers,
  (SELECT count(*)::int FROM event_registrations r WHERE r.event_uuid = e.uuid) AS registered_count
  FROM events e`;

type EventRow = Json & {
  uuid: string;
  membership_package: string;
  status: number;
  start_time: Date;
  end_time: Date;
};

function toEvent(row: EventRow): Json {
  return {
    uuid: row.uuid,
    name: row.name,
    description: row.description,
    image: row.image,
    price: row.price,
    startTime: row.start_time,
    endTime: row.end_time,
    duration: row.duration,
    eventMode: row.event_mode,
    meetingType: row.meeting_type,
    zoomEventId: row.zoom_event_id,
    eventLink: row.event_link,
    eventCategory: row.event_category,
    membershipPackage: row.membership_package,
    registrationLink: row.registration_link,
    speakers: row.speakers,
    status: row.status,
    allowRegistration: row.allow_registration,
    EventRegisteredUsers: row.registered_count,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

async function findEventRow(db: Db, uuid: string): Promise<EventRow> {
  const [row] = await db.query<EventRow>(`${EVENT_SELECT} WHERE e.uuid = $1 AND NOT e.deleted`, [uuid]);
  if (!row) throw notFound('event');
  return row;
}

/** D1 / D1b: one phase, paged. The draft list carries `packages` and answers `data: []` when empty. */
export async function listEvents(ctx: AppContext, phase: EventPhase, query: unknown) {
  const { where, order } = PHASES[phase];
  const now = ctx.now();
  const source: PagedSource<Json> = {
    count: async () => {
      const [row] = await ctx.db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM events WHERE NOT deleted AND ${where}`,
        [now],
      );
      return row?.count ?? 0;
    },
    slice: async (limit, offset) => {
      const rows = await ctx.db.query<EventRow>(
        `${EVENT_SELECT} WHERE NOT e.deleted AND ${where} ORDER BY ${order} LIMIT $2 OFFSET $3`,
        [now, limit, offset],
      );
      return phase === 'draft' ? withJoinedPackage(ctx.db, rows.map(toEvent)) : rows.map(toEvent);
    },
  };
  return phase === 'draft' ? paginateOrEmptyArray(query, source) : paginate(query, source);
}

/** D4: the event with `packages` and `speakers` (read fresh: no cache to go stale). */
export async function viewEvent(ctx: AppContext, uuid: string) {
  const row = await findEventRow(ctx.db, uuid);
  const [event] = await withJoinedPackage(ctx.db, [toEvent(row)]);
  return event;
}

interface EventValues {
  name: string;
  description: string;
  price: number;
  startTime: Date;
  endTime: Date;
  eventMode: EventCreate['eventMode'];
  meetingType: string | null;
  eventLink: string | null;
  eventCategory: string;
  membershipPackage: string;
  registrationLink: string | null;
  status: number;
  zoomEventId: string | null;
}

/** '' → null for the optional texts (a form sends them empty); undefined stays "not sent". */
const emptyAsNull = (value: string | undefined) => (value === '' ? null : value);

/** What a request sent, as stored: dates as Dates, '' as null for the optional texts; unsent fields undefined. */
function sentValues(values: Omit<EventUpdate, 'uuid' | 'image' | 'duration'>): Partial<EventValues> {
  return {
    name: values.name,
    description: values.description,
    price: values.price,
    startTime: values.startTime === undefined ? undefined : new Date(values.startTime),
    endTime: values.endTime === undefined ? undefined : new Date(values.endTime),
    eventMode: values.eventMode,
    meetingType: emptyAsNull(values.meetingType),
    eventLink: emptyAsNull(values.eventLink),
    eventCategory: values.eventCategory,
    membershipPackage: values.membershipPackage,
    registrationLink: emptyAsNull(values.registrationLink),
    status: values.status,
  };
}

/**
 * The rules that span fields, on the event as it will be stored. Online events get a generated join link (the
 * reference server's stand-in for the backend's Zoom meeting); on-site events need a venue in `eventLink`.
 */
function settle(values: EventValues): EventValues {
  if (values.endTime.getTime() <= values.startTime.getTime()) {
    throw invalid('"endTime" must be greater than "startTime"');
  }
  if (values.eventMode === 'on-site') {
    if (!values.eventLink) throw invalid('"eventLink" (the venue) is required for on-site events');
    return { ...values, meetingType: null, zoomEventId: null };
  }
  if (!values.meetingType) throw invalid('"meetingType" is required for online events');
  if (!(MEETING_TYPES as readonly string[]).includes(values.meetingType)) {
    throw invalid(`"meetingType" must be one of [${MEETING_TYPES.join(', ')}]`);
  }
  const zoomEventId = values.zoomEventId ?? String(randomInt(10_000_000_000, 99_999_999_999));
  return { ...values, zoomEventId, eventLink: `https://meet.example.com/j/${zoomEventId}` };
}

const columnsOf = (values: EventValues) => ({
  name: values.name,
  description: values.description,
  price: values.price,
  start_time: values.startTime,
  end_time: values.endTime,
  duration: Math.round((values.endTime.getTime() - values.startTime.getTime()) / 60_000),
  event_mode: values.eventMode,
  meeting_type: values.meetingType,
  zoom_event_id: values.zoomEventId,
  event_link: values.eventLink,
  event_category: values.eventCategory,
  membership_package: values.membershipPackage,
  registration_link: values.registrationLink,
  status: values.status,
});

/** D2: multipart, strict fields, `image` required. */
export async function createEvent(ctx: AppContext, values: EventCreate, files: { image?: UploadedFile }) {
  const sent = sentValues(values);
  const image = files.image;
  if (!image) throw invalid('"image" is required');
  const event = settle({
    ...(sent as EventValues),
    meetingType: sent.meetingType ?? null,
    eventLink: sent.eventLink ?? null,
    registrationLink: sent.registrationLink ?? null,
    status: sent.status ?? EVENT_STATUS.active,
    zoomEventId: null,
  });
  await requirePackage(ctx.db, event.membershipPackage, 'membershipPackage');
  await requireUniqueName(ctx.db, EVENT_NAME, event.name);
  const uuid = randomUUID();
  await withStoredFile(ctx, image, (stored) => {
    const columns = {
      uuid,
      image: stored,
      ...columnsOf(event),
      created_at: ctx.now(),
      updated_at: ctx.now(),
    };
    return ctx.db.transaction(async (tx) => {
      await insertRow(tx, 'events', columns);
      const after = toEvent(await findEventRow(tx, uuid));
      await recordActivity(tx, { action: 'create', resource: 'events', recordId: uuid, after });
    });
  }).catch((error: unknown) => {
    throw nameClash(EVENT_NAME, event.name, error);
  });
  return toEvent(await findEventRow(ctx.db, uuid));
}

/** D3: `uuid` plus only the listed fields; absent fields (start and end times included) keep their values. */
export async function updateEvent(
  ctx: AppContext,
  { uuid, image: _ignoredImage, duration: _recomputed, ...values }: EventUpdate,
  files: { image?: UploadedFile },
) {
  const sent = sentValues(values);
  const row = await findEventRow(ctx.db, uuid);
  const stored: EventValues = {
    name: row.name as string,
    description: row.description as string,
    price: row.price as number,
    startTime: row.start_time,
    endTime: row.end_time,
    eventMode: row.event_mode as EventValues['eventMode'],
    meetingType: row.meeting_type as string | null,
    eventLink: row.event_link as string | null,
    eventCategory: row.event_category as string,
    membershipPackage: row.membership_package,
    registrationLink: row.registration_link as string | null,
    status: row.status,
    zoomEventId: row.zoom_event_id as string | null,
  };
  const defined = Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== undefined));
  const event = settle({ ...stored, ...defined });
  if (sent.membershipPackage !== undefined) {
    await requirePackage(ctx.db, event.membershipPackage, 'membershipPackage');
  }
  if (sent.name !== undefined) await requireUniqueName(ctx.db, EVENT_NAME, event.name, { except: uuid });
  await withStoredFile(ctx, files.image, (image) =>
    ctx.db.transaction(async (tx) => {
      await updateRow(tx, 'events', uuid, { ...columnsOf(event), image }, { touch: ctx.now() });
      await recordEventChange(tx, 'update', row);
    }),
  ).catch((error: unknown) => {
    throw nameClash(EVENT_NAME, event.name, error);
  });
  return toEvent(await findEventRow(ctx.db, uuid));
}

/** PATCH /admin/event/change/status {uuid, allowRegistration}: the documents' route (absent in the backend). */
export async function setAllowRegistration(
  ctx: AppContext,
  { uuid, allowRegistration: allow }: EventRegistrationSwitch,
) {
  await findEventRow(ctx.db, uuid);
  await ctx.db.transaction(async (tx) => {
    const before = await findEventRow(tx, uuid);
    await updateRow(tx, 'events', uuid, { allow_registration: allow }, { touch: ctx.now() });
    await recordEventChange(tx, 'status', before);
  });
  return toEvent(await findEventRow(ctx.db, uuid));
}

/** D6: sets status 0 (a `status` sent along is ignored); answers UpdRes. Cancelling twice is refused. */
export async function cancelEvent(ctx: AppContext, uuid: string) {
  const row = await findEventRow(ctx.db, uuid);
  if (row.status === EVENT_STATUS.cancelled) throw new ApiError('Error! Unable to cancel event.');
  const n = await ctx.db.transaction(async (tx) => {
    const changed = await updateRow(
      tx,
      'events',
      row.uuid,
      { status: EVENT_STATUS.cancelled },
      { touch: ctx.now() },
    );
    await recordEventChange(tx, 'cancel', row);
    return changed;
  });
  return updateResult(n);
}

/** D7: the documents' soft delete: the event disappears from every list and view. */
export async function deleteEvent(ctx: AppContext, uuid: string) {
  const row = await findEventRow(ctx.db, uuid);
  const n = await ctx.db.transaction(async (tx) => {
    const changed = await updateRow(tx, 'events', row.uuid, { deleted: true }, { touch: ctx.now() });
    await recordActivity(tx, {
      action: 'delete',
      resource: 'events',
      recordId: row.uuid,
      before: toEvent(row),
    });
    return changed;
  });
  return deleteResult(n);
}

/** Logs a write to an event (in its transaction) with the event before and as it is now. */
async function recordEventChange(tx: Db, action: 'update' | 'status' | 'cancel', before: EventRow) {
  const after = toEvent(await findEventRow(tx, before.uuid));
  await recordActivity(tx, {
    action,
    resource: 'events',
    recordId: before.uuid,
    before: toEvent(before),
    after,
  });
}

/** The event uuid of a speaker or registration call, checked to name an existing event. */
export async function requireEvent(db: Db, uuid: string): Promise<void> {
  await findEventRow(db, uuid);
}
