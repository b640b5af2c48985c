import { Type } from 'typebox';
import { moment, nullable, record } from '../../http/answers.js';

/** Payments, read-only (api-contract §7.C, §8 Payment). */

const optionalString = () => nullable(Type.String());
const optionalNumber = () => nullable(Type.Number());

export const Payment = record({
  uuid: Type.String(),
  transactionId: Type.String(),
  status: nullable(Type.Boolean()),
  userUuid: Type.String(),
  packageUuid: optionalString(),
  packageTerm: optionalString(),
  eventUuid: optionalString(),
  orderId: optionalString(),
  promoCodeUuid: optionalString(),
  transactionDate: moment(),
  type: Type.String(),
  amount: optionalNumber(),
  discountAmount: optionalNumber(),
  total: optionalNumber(),
  isCredit: Type.Boolean(),
  remarks: optionalString(),
  createdAt: moment(),
  updatedAt: moment(),
  Event: Type.Array(record({ uuid: Type.String(), name: Type.String() })),
  // C6 only.
  User: Type.Optional(Type.Array(record({ name: optionalString() }))),
});

/** C7: whose payments (`?uuid=`); without one the list is empty. */
export const MemberPaymentsQuery = Type.Object(
  { uuid: Type.Optional(Type.String({ maxLength: 100 })) },
  { additionalProperties: true },
);
