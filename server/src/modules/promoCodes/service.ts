import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import { invalid, notFound } from '../../http/reply.js';
import { requireEvent } from '../events/service.js';
import { recordedWritesOf, updateOrStatus } from '../../services/activityLog.js';
import type { PromoCodeCreate, PromoCodeUpdate } from './schemas.js';
import { insertRow } from '../../services/insertRow.js';
import { type Json } from '../../services/lookups.js';
import { requirePackage } from '../packages/lookups.js';
import { nameClash, requireUniqueName, type UniqueName } from '../../services/uniqueNames.js';
import { updateRow } from '../../services/updateRow.js';
import { changedExpiry, utcDayOf } from '../../services/expiryDays.js';

/** The backend's S-wrapper/400 text (api-contract E2); unlike the backend, nothing is saved. */
const PROMO_CODE_NAME: UniqueName = {
  table: 'promo_codes',
  column: 'name',
  key: 'uuid',
  within: 'event_uuid',
  among: 'NOT deleted',
  refusal: () => invalid('Coupon with same name already exists.', 'data'),
};

/** Event promo codes (api-contract §7.E, §8 EventVoucher). */

interface PromoCodeRow {
  uuid: string;
  event_uuid: string;
  membership_uuid: string;
  name: string;
  discount_amount: number;
  quantity: number;
  used: number;
  expiry_date: Date;
  status: boolean;
  description: string;
  created_at: Date;
  updated_at: Date;
}

const toPromoCode = (row: PromoCodeRow): Json => ({
  uuid: row.uuid,
  eventUuid: row.event_uuid,
  membershipUuid: row.membership_uuid,
  name: row.name,
  discountAmount: row.discount_amount,
  quantity: row.quantity,
  used: row.used,
  expiryDate: row.expiry_date,
  status: row.status,
  description: row.description,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

async function findRow(db: Db, uuid: string): Promise<PromoCodeRow> {
  const [row] = await db.query<PromoCodeRow>('SELECT * FROM promo_codes WHERE uuid = $1 AND NOT deleted', [
    uuid,
  ]);
  if (!row) throw notFound('promo code');
  return row;
}

/** A code's fields as sent (the expiry as a Date); on update, unsent ones are undefined. */
const readValues = ({ expiryDate, ...values }: Partial<PromoCodeCreate> | Omit<PromoCodeUpdate, 'uuid'>) => ({
  ...values,
  expiryDate: expiryDate === undefined ? undefined : new Date(expiryDate),
  status: typeof values.status === 'boolean' ? values.status : undefined,
});

type PromoValues = ReturnType<typeof readValues>;

/**
 * Not in the backend (issue #11): a new code cannot expire before today, and neither can a changed expiry (an
 * unchanged one, which an update does not write: changedExpiry, may have passed meanwhile: the code can still be
 * edited or switched off).
 */
function refusePastExpiry(ctx: AppContext, values: PromoValues) {
  const expiry = values.expiryDate;
  if (expiry && expiry.getTime() < utcDayOf(ctx.now())) throw invalid('"expiryDate" cannot be in the past');
}

/** The referenced event and package exist, and no other code of that event has the name. */
async function checkReferences(db: Db, values: PromoValues, stored?: PromoCodeRow) {
  if (values.eventUuid !== undefined) await requireEvent(db, values.eventUuid);
  if (values.membershipUuid !== undefined) await requirePackage(db, values.membershipUuid, 'membershipUuid');
  await requireUniqueName(db, PROMO_CODE_NAME, values.name ?? stored?.name ?? '', {
    within: values.eventUuid ?? stored?.event_uuid,
    except: stored?.uuid,
  });
}

const sameNameOnRace = (error: unknown) => nameClash(PROMO_CODE_NAME, undefined, error);

const columnsOf = (values: PromoValues) => ({
  event_uuid: values.eventUuid,
  membership_uuid: values.membershipUuid,
  name: values.name,
  discount_amount: values.discountAmount,
  quantity: values.quantity,
  expiry_date: values.expiryDate,
  description: values.description,
  status: values.status,
});

/** A write to one promo code in a transaction with its activity entry. */
const recordedPromoWrite = recordedWritesOf('promoCodes', async (tx, uuid) =>
  toPromoCode(await findRow(tx, uuid)),
);

/** E1: every code not deleted, newest first, as a bare array (no joins). */
export async function listPromoCodes(ctx: AppContext) {
  const rows = await ctx.db.query<PromoCodeRow>(
    'SELECT * FROM promo_codes WHERE NOT deleted ORDER BY created_at DESC, uuid',
  );
  return rows.map(toPromoCode);
}

/** E2: JSON, strict fields; a new code is inactive unless `status: true` is sent. */
export async function createPromoCode(ctx: AppContext, sent: PromoCodeCreate) {
  const values = readValues(sent);
  refusePastExpiry(ctx, values);
  await checkReferences(ctx.db, values);
  const uuid = randomUUID();
  const now = ctx.now();
  const columns = {
    uuid,
    ...columnsOf(values),
    status: values.status ?? false,
    created_at: now,
    updated_at: now,
  };
  await recordedPromoWrite(ctx, 'create', uuid, (tx) => insertRow(tx, 'promo_codes', columns)).catch(
    (error: unknown) => {
      throw sameNameOnRace(error);
    },
  );
  return toPromoCode(await findRow(ctx.db, uuid));
}

/**
 * E3: `uuid` plus any of the fields (others are ignored, as the backend's model drops them). The toggle sends
 * `{uuid, status: true|false}`; the documents' delete sends `{uuid, status: 'deleted'}`: a soft delete.
 */
export async function updatePromoCode(ctx: AppContext, { uuid, ...sent }: PromoCodeUpdate) {
  const row = await findRow(ctx.db, uuid);
  if (sent.status === 'deleted') {
    await recordedPromoWrite(ctx, 'delete', uuid, (tx) =>
      updateRow(tx, 'promo_codes', uuid, { deleted: true }, { touch: ctx.now() }),
    );
    return { ...toPromoCode(row), status: 'deleted' };
  }
  const read = readValues(sent);
  const values = { ...read, expiryDate: changedExpiry(read.expiryDate, row.expiry_date) };
  refusePastExpiry(ctx, values);
  await checkReferences(ctx.db, values, row);
  await recordedPromoWrite(ctx, updateOrStatus(sent, 'status'), uuid, (tx) =>
    updateRow(tx, 'promo_codes', uuid, columnsOf(values), { touch: ctx.now() }),
  ).catch((error: unknown) => {
    throw sameNameOnRace(error);
  });
  return toPromoCode(await findRow(ctx.db, uuid));
}
