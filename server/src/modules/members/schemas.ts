import { Type, type Static } from 'typebox';
import { anything, moment, nullable, record } from '../../http/answers.js';
import {
  choice,
  email,
  emptyableDate,
  flag,
  formatted,
  optional,
  optionalText,
  reference,
  strict,
  text,
} from '../../http/validation/fields.js';

/** Members, the backend's `users` (api-contract §7.C, §8 User). */

export const GENDERS = ['Male', 'Female', 'Other'] as const;
export const AGE_GROUPS = ['20-30', '30-50', '50-100'] as const;

const optionalString = () => nullable(Type.String());

/** A member as the admin routes answer it (and `User: [member]` joins carry it): never the password. */
export const Member = record({
  uuid: Type.String(),
  package: anything(),
  name: optionalString(),
  email: Type.String(),
  coverImage: optionalString(),
  mobile: optionalString(),
  dob: nullable(moment()),
  ageGroup: optionalString(),
  gender: optionalString(),
  addressLine1: optionalString(),
  addressLine2: optionalString(),
  city: optionalString(),
  state: optionalString(),
  country: optionalString(),
  zipCode: optionalString(),
  countryCode: optionalString(),
  loyaltyPoints: nullable(Type.Integer()),
  isActive: Type.Boolean(),
  createdAt: moment(),
  updatedAt: moment(),
});

/** C1's rows also carry their package's colour: `Package: [{colour}]`. */
export const ListedMember = record({
  ...Member.properties,
  Package: Type.Array(record({ colour: Type.String() })),
});

/**
 * C2's Joi-strict fields with the backend's names. Gender follows the documents (Other allowed, any case); the
 * phone follows the documents' 6–15 digits when sent.
 */
const memberFields = {
  name: text('name'),
  email: email(),
  mobile: Type.Optional(formatted('phone', 'code', { allowEmpty: true })),
  gender: choice(GENDERS),
  ageGroup: choice(AGE_GROUPS),
  dob: Type.Optional(emptyableDate()),
  zipCode: Type.Optional(optionalText('code')),
  city: text('short'),
  state: Type.Optional(optionalText('short')),
  country: text('short'),
  countryCode: Type.Optional(formatted('calling-code', 'code', { allowEmpty: true })),
  addressLine1: Type.Optional(optionalText('name')),
  addressLine2: Type.Optional(optionalText('name')),
  membershipPackage: reference(),
};

export const MemberCreate = strict(memberFields);
export type MemberCreate = Static<typeof MemberCreate>;

/** C3: the uuid plus any of the create fields, and the active flag. */
export const MemberUpdate = strict({
  uuid: reference(),
  ...optional(memberFields),
  isActive: Type.Optional(flag()),
});
export type MemberUpdate = Static<typeof MemberUpdate>;

/** C4. */
export const MemberStatus = strict({ uuid: reference(), isActive: flag() });
export type MemberStatus = Static<typeof MemberStatus>;
