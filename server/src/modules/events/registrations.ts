import type { AppContext } from '../../context.js';
import { paginateOrEmptyArray } from '../../http/paginate.js';
import { requireEvent } from './service.js';
import { joined, type Json } from '../../services/lookups.js';
import { membersByUuid } from '../members/lookups.js';

interface RegistrationRow {
  uuid: string;
  user_uuid: string;
  event_uuid: string;
  quantity: number;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
}

/**
 * D8: POST {uuid} (the event's) → PAGE of registrations, oldest first, each with `Users: [member]` (never the
 * password). The event itself is not joined (the client reads it from the view). Empty → `data: []`.
 */
export async function listRegistrations(ctx: AppContext, eventUuid: string, query: unknown) {
  await requireEvent(ctx.db, eventUuid);
  return paginateOrEmptyArray<Json>(query, {
    count: async () => {
      const [row] = await ctx.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM event_registrations WHERE event_uuid = $1',
        [eventUuid],
      );
      return row?.count ?? 0;
    },
    slice: async (limit, offset) => {
      const rows = await ctx.db.query<RegistrationRow>(
        `SELECT * FROM event_registrations WHERE event_uuid = $1 ORDER BY created_at, uuid LIMIT $2 OFFSET $3`,
        [eventUuid, limit, offset],
      );
      const members = await membersByUuid(
        ctx.db,
        rows.map((row) => row.user_uuid),
      );
      return rows.map((row) => ({
        uuid: row.uuid,
        userUuid: row.user_uuid,
        eventUuid: row.event_uuid,
        quantity: row.quantity,
        isActive: row.is_active,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
        Users: joined(members, row.user_uuid),
      }));
    },
  });
}
