import type { PromoCodeForm, PromoCodeRecord } from '../models';
import type { Json } from '../types';
import { isoDate, textOf } from './formValues';
import { str } from './rawRecords';

/** Promo-code create/update JSON (api-contract.md E2/E3, Joi-strict on create): numbers as numbers. */
export function promoCodeToJson(values: PromoCodeForm): Json {
  return {
    eventUuid: textOf(values.eventUuid),
    membershipUuid: textOf(values.membershipUuid),
    name: textOf(values.name),
    discountAmount: Number(values.discountAmount),
    quantity: Number(values.quantity),
    expiryDate: isoDate(values.expiryDate),
    description: textOf(values.description),
  };
}

export function normalisePromoCode(raw: Json): PromoCodeRecord {
  return { ...(raw as unknown as PromoCodeRecord), id: str(raw.uuid) };
}
