import { Type, type Static } from 'typebox';
import { nullable, record } from '../../http/answers.js';
import {
  amount,
  flag,
  lenient,
  optional,
  optionalText,
  reference,
  strict,
  text,
} from '../../http/validation/fields.js';
import { Member } from '../members/schemas.js';
import { Package } from '../packages/schemas.js';

/** Wellness support groups and their join requests (api-contract §7.I). */

export const Group = record({
  uuid: Type.String(),
  name: Type.String(),
  description: Type.String(),
  groupLeader: nullable(Type.String()),
  numberOfMembers: Type.Integer(),
  country: Type.String(),
  state: nullable(Type.String()),
  city: nullable(Type.String()),
  groupCategory: Type.String(),
  membershipPackage: Type.String(),
  coverImage: nullable(Type.String()),
  members: Type.Array(Type.String()),
  groupLink: nullable(Type.String()),
  isActive: Type.Boolean(),
});

/** The list and the view carry `packages: [Package]`; the list also the count of pending join requests. */
export const GroupWithPackages = record({
  ...Group.properties,
  packages: Type.Array(Package),
  pendingRequests: Type.Optional(Type.Integer()),
});

const groupFields = {
  name: text('name'),
  description: text('long'),
  numberOfMembers: amount('capacity'),
  membershipPackage: reference(),
  country: text('short'),
  groupCategory: text('short'),
  state: Type.Optional(optionalText('short')),
  city: Type.Optional(optionalText('short')),
  // A member's uuid; '' = no leader.
  groupLeader: Type.Optional(Type.String({ maxLength: 100 })),
  groupLink: Type.Optional(optionalText('url')),
};

/** I2: multipart, Joi-strict. */
export const GroupCreate = strict(groupFields);
export type GroupCreate = Static<typeof GroupCreate>;

/** I4: `uuid` plus any form field (others ignored). */
export const GroupUpdate = lenient({ uuid: reference(), ...optional(groupFields) });
export type GroupUpdate = Static<typeof GroupUpdate>;

/** I6 / I7: the group whose requests to list. */
export const GroupRequestsQuery = lenient({ supportGroupUuid: reference() });

/** I8: adds a member directly. */
export const GroupMemberAdd = lenient({ supportGroupUuid: reference(), member: reference() });
export type GroupMemberAdd = Static<typeof GroupMemberAdd>;

/** I9 / I10: a member's join request. */
export const GroupRequest = lenient({ supportGroupUuid: reference(), userUuid: reference() });
export type GroupRequest = Static<typeof GroupRequest>;

/** I11: activates or deactivates a joined member. */
export const GroupRequestToggle = lenient({
  supportGroupUuid: reference(),
  userUuid: reference(),
  isActive: flag(),
});
export type GroupRequestToggle = Static<typeof GroupRequestToggle>;

/** A join request row. */
export const GroupRequestRow = record({
  userUuid: Type.String(),
  supportGroupUuid: Type.String(),
  isActive: nullable(Type.Boolean()),
});

export const GroupRequestWithUser = record({ ...GroupRequestRow.properties, User: Type.Array(Member) });
