import { normaliseProfile, profileToJson } from '../mappers/profile';
import type { ProfileForm } from '../models';
import type { ResourceSpec } from '../types';
import { encodes, patch, post } from './requests';

/**
 * The signed-in admin (api-contract.md A5/A6): `getOne('profile', {id: <any>})` (the token decides) and
 * `update('profile', …)`, whose Joi-strict route refuses a uuid.
 */
export const profile: ResourceSpec = {
  name: 'profile',
  one: { request: () => post('/admin/profile/view') },
  update: {
    request: patch('/admin/profile/update'),
    sendsUuid: false,
    encode: encodes<ProfileForm>(profileToJson),
  },
  normalise: normaliseProfile,
};
