import { Type, type Static } from 'typebox';
import { listedVersion, moment, record } from '../../http/answers.js';
import {
  amount,
  date,
  flag,
  lenient,
  optional,
  reference,
  strict,
  text,
} from '../../http/validation/fields.js';

/** Event promo codes (api-contract §7.E, §8 EventVoucher). */

export const PromoCode = record({
  uuid: Type.String(),
  eventUuid: Type.String(),
  membershipUuid: Type.String(),
  name: Type.String(),
  discountAmount: Type.Number(),
  quantity: Type.Integer(),
  used: Type.Integer(),
  expiryDate: moment(),
  // 'deleted' in the answer of the soft delete.
  status: Type.Unsafe<boolean | string>({ type: ['boolean', 'string'] }),
  description: Type.String(),
  createdAt: moment(),
  updatedAt: moment(),
  etag: listedVersion(),
});

const promoFields = {
  eventUuid: reference(),
  membershipUuid: reference(),
  name: text('code'),
  discountAmount: amount('percent'),
  quantity: amount('stock'),
  expiryDate: date(),
  description: text('long'),
  status: Type.Optional(flag()),
};

/** E2: JSON, Joi-strict. */
export const PromoCodeCreate = strict(promoFields);
export type PromoCodeCreate = Static<typeof PromoCodeCreate>;

/**
 * E3: `uuid` plus any of the fields (others are ignored, as the backend's model drops them). The toggle sends
 * `{uuid, status: true|false}`; the documents' delete sends `{uuid, status: 'deleted'}`.
 */
export const PromoCodeUpdate = lenient({
  uuid: reference(),
  ...optional(promoFields),
  status: Type.Optional(
    Type.Unsafe<boolean | 'deleted'>({ type: ['boolean', 'string'], enum: [true, false, 'deleted'] }),
  ),
});
export type PromoCodeUpdate = Static<typeof PromoCodeUpdate>;
