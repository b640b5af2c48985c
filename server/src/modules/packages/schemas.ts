import { Type, type Static } from 'typebox';
import { nullable, record } from '../../http/answers.js';
import {
  amount,
  emptyableAmount,
  flag,
  formatted,
  optional,
  optionalText,
  reference,
  strict,
  text,
} from '../../http/validation/fields.js';

/** Membership packages (api-contract §7.B, §8 Package). */

export const Package = record({
  uuid: Type.String(),
  name: Type.String(),
  image: Type.String(),
  colour: Type.String(),
  eventDiscount: Type.Number(),
  annualCost: Type.Number(),
  monthlyCost: nullable(Type.Number()),
  benefits: Type.Array(Type.String()),
  numberOfHealthHeroSessions: nullable(Type.Integer()),
  numberOfWellnessSupportGroups: nullable(Type.Integer()),
  isActive: Type.Boolean(),
});

/**
 * B2's Joi-strict fields. Costs and counts follow the documents (≥ 0) rather than the backend (≥ 1); the optional
 * numbers accept '' (stored as null). `benefits` is the comma-joined text the backend splits. `packageStatus` is
 * in the backend's schema but stored nowhere.
 */
const packageFields = {
  name: text('short'),
  annualCost: amount('money'),
  monthlyCost: Type.Optional(emptyableAmount('money')),
  benefits: Type.String({ minLength: 1, maxLength: 5_000, description: 'Benefits joined by commas' }),
  numberOfHealthHeroSessions: Type.Optional(emptyableAmount('allowance')),
  numberOfWellnessSupportGroups: Type.Optional(emptyableAmount('allowance')),
  colour: Type.Optional(formatted('colour')),
  packageStatus: Type.Optional(optionalText('short')),
};

export const PackageCreate = strict(packageFields);
export type PackageCreate = Static<typeof PackageCreate>;

/** B3: the uuid plus any Package field. */
export const PackageUpdate = strict({
  uuid: reference(),
  ...optional(packageFields),
  isActive: Type.Optional(flag()),
  eventDiscount: Type.Optional(amount('percent')),
});
export type PackageUpdate = Static<typeof PackageUpdate>;

/** B4. */
export const PackageStatus = strict({ uuid: reference(), isActive: flag() });
export type PackageStatus = Static<typeof PackageStatus>;
