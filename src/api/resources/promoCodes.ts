import { normalisePromoCode, promoCodeToJson } from '../mappers/promoCodes';
import type { ResourceSpec } from '../types';
import { get, patch, post } from './requests';
import type { PromoCodeForm, PromoCodeRecord } from '../models';

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
