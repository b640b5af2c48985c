import { Type, type Static } from 'typebox';
import { listedVersion, moment, nullable, record } from '../../http/answers.js';
import {
  amount,
  choice,
  date,
  flag,
  optional,
  optionalText,
  reference,
  strict,
  text,
} from '../../http/validation/fields.js';

/** Vouchers (api-contract §7.H, §8 Voucher). */

export const Voucher = record({
  uuid: Type.String(),
  name: Type.String(),
  companyName: Type.String(),
  membershipPackage: Type.String(),
  description: Type.String(),
  discountType: Type.String(),
  discount: Type.Number(),
  expiryDate: moment(),
  voucherCode: Type.String(),
  numberOfVouchers: Type.Integer(),
  termsAndConditions: Type.String(),
  isActive: Type.Boolean(),
  coverImage: nullable(Type.String()),
  // 'deleted' in the answer of the documents' soft delete.
  status: Type.Optional(Type.String()),
  etag: listedVersion(),
});

const voucherFields = {
  name: text('name'),
  companyName: text('name'),
  membershipPackage: reference(),
  description: text('long'),
  discountType: choice(['Flat', 'flat', '%']),
  discount: amount('percent'),
  expiryDate: date(),
  voucherCode: text('code'),
  numberOfVouchers: amount('stock'),
  termsAndConditions: text('long'),
};

/** H2: multipart, Joi-strict; the expiry must lie ahead (checked by the service). */
export const VoucherCreate = strict(voucherFields);
export type VoucherCreate = Static<typeof VoucherCreate>;

/** H3 also takes `isActive`, a text `coverImage` (ignored: only a file replaces it) and the documents' `status`. */
export const VoucherUpdate = strict({
  uuid: reference(),
  ...optional(voucherFields),
  isActive: Type.Optional(flag()),
  coverImage: Type.Optional(optionalText('url')),
  status: Type.Optional(choice(['deleted'])),
});
export type VoucherUpdate = Static<typeof VoucherUpdate>;
