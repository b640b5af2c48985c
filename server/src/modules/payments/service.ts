import type { AppContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import { joined, type Json } from '../../services/lookups.js';

/** A payment as the API answers it (api-contract §8 Payment); the provider's secrets are not stored. */
const PAYMENT_COLUMNS = `p.uuid, p.transaction_id AS "transactionId", p.status, p.user_uuid AS "userUuid",
  p.package_uuid AS "packageUuid", p.package_term AS "packageTerm", p.event_uuid AS "eventUuid",
  p.order_id AS "orderId", p.promo_code_uuid AS "promoCodeUuid", p.transaction_date AS "transactionDate", p.type,
  p.amount, p.discount_amount AS "discountAmount", p.total, p.is_credit AS "isCredit", p.remarks,
  p.created_at AS "createdAt", p.updated_at AS "updatedAt"`;

/** The event fields a payment's `Event` join carries (deleted events too: the payment still happened). */
const EVENT_COLUMNS = `uuid, name, description, image, price, start_time AS "startTime", end_time AS "endTime",
  event_mode AS "eventMode", event_category AS "eventCategory", membership_package AS "membershipPackage", status,
  created_at AS "createdAt", updated_at AS "updatedAt"`;

type PaymentRow = Json & { eventUuid: string | null };

async function withEvents(db: Db, payments: PaymentRow[]): Promise<Json[]> {
  const uuids = [...new Set(payments.map((p) => p.eventUuid).filter((uuid): uuid is string => !!uuid))];
  const events = uuids.length
    ? await db.query<Json & { uuid: string }>(`SELECT ${EVENT_COLUMNS} FROM events WHERE uuid = ANY($1)`, [
        uuids,
      ])
    : [];
  const byUuid = new Map(events.map((event) => [event.uuid, event as Json]));
  return payments.map((payment) => ({ ...payment, Event: joined(byUuid, payment.eventUuid) }));
}

/** The tables the list of all payments is read from. */
export const ALL_PAYMENTS_TABLES = ['payments', 'users', 'events'] as const;

/**
 * C6: every payment, newest first, a bare array (page and limit are ignored, as by the backend), each with
 * `Event: [event]` and `User: [{name}]` (empty arrays when the reference is missing).
 */
export async function listAllPayments(ctx: AppContext): Promise<Json[]> {
  const rows = await ctx.db.query<PaymentRow & { userName: string | null; hasUser: boolean }>(
    `SELECT ${PAYMENT_COLUMNS}, u.name AS "userName", u.uuid IS NOT NULL AS "hasUser"
     FROM payments p LEFT JOIN users u ON u.uuid = p.user_uuid
     ORDER BY p.created_at DESC, p.uuid`,
  );
  const payments = rows.map(({ userName, hasUser, ...payment }) => ({
    ...payment,
    User: hasUser ? [{ name: userName }] : [],
  }));
  return withEvents(ctx.db, payments);
}

/** C7: one member's payments (`?uuid=`), newest first, with `Event` and no `User`; `[]` without a uuid. */
export async function listMemberPayments(ctx: AppContext, query: unknown): Promise<Json[]> {
  const uuid = (query as { uuid?: unknown } | undefined)?.uuid;
  if (typeof uuid !== 'string' || !uuid) return [];
  const rows = await ctx.db.query<PaymentRow>(
    `SELECT ${PAYMENT_COLUMNS} FROM payments p WHERE p.user_uuid = $1 ORDER BY p.created_at DESC, p.uuid`,
    [uuid],
  );
  return withEvents(ctx.db, rows);
}
