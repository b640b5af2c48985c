import type { FormValues, Json, ResourceSpec, WithId } from '../../api/types';
import { get, patch, post } from '../../api/requests';
import { calendarDate, textOf } from '../../api/readers/formValues';
import { str } from '../../api/readers/rawRecords';
import type { CalendarDate } from '../../components/format/calendarDates';

export interface PromoCodeRecord extends WithId {
  eventUuid: string;
  membershipUuid: string;
  name: string;
  discountAmount: number;
  quantity: number;
  used?: number;
  expiryDate: CalendarDate;
  status: boolean;
  description?: string;
}

export type PromoCodeForm = FormValues<{
  eventUuid: string;
  membershipUuid: string;
  name: string;
  discountAmount: number | string;
  quantity: number | string;
  expiryDate: string | Date;
  description: string;
}>;

/**
 * Promo-code create/update JSON (api-contract.md E2/E3, Joi-strict on create): numbers as numbers, the expiry
 * as midnight UTC of the day the form names.
 */
function promoCodeToJson(values: PromoCodeForm): Json {
  return {
    eventUuid: textOf(values.eventUuid),
    membershipUuid: textOf(values.membershipUuid),
    name: textOf(values.name),
    discountAmount: Number(values.discountAmount),
    quantity: Number(values.quantity),
    expiryDate: calendarDate(values.expiryDate),
    description: textOf(values.description),
  };
}

export function normalisePromoCode(raw: Json): PromoCodeRecord {
  return { ...(raw as unknown as PromoCodeRecord), id: str(raw.uuid) };
}

/** Event promo codes (spec 2; api-contract.md E): a bare-array list; the toggle sends `{uuid, status}`. */
export const promoCodes: ResourceSpec<PromoCodeRecord, PromoCodeForm> = {
  name: 'promoCodes',
  list: { request: () => get('/admin/event/voucher/list') },
  create: { request: post('/admin/event/voucher/create'), encode: promoCodeToJson },
  update: { request: patch('/admin/event/voucher/update'), encode: promoCodeToJson },
  status: { request: patch('/admin/event/voucher/update'), field: 'status' },
  // As spec 2 §4 says: delete = status 'deleted'. The backend has no such status and no delete route for
  // promo codes (api-contract.md E3: a Boolean cast error, 400), so this fails there until it gains one.
  remove: {
    request: patch('/admin/event/voucher/update'),
    encode: (id) => ({ uuid: id, status: 'deleted' }),
  },
  search: ['name', 'description', 'discountAmount'],
  normalise: normalisePromoCode,
};

/** The API entries of this folder (src/resources/registry.ts). */
export default [promoCodes];
