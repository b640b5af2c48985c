import { normaliseProfile, profileToJson } from '../mappers/profile';
import type { ResourceSpec } from '../types';
import { patch, post } from './requests';
import type { ProfileForm, ProfileRecord } from '../models';

/**
 * The signed-in admin (api-contract.md A5/A6): `getOne('profile', {id: <any>})` (the token decides) and
 * `update('profile', …)`, whose Joi-strict route refuses a uuid.
 */
export const profile: ResourceSpec<ProfileRecord, ProfileForm> = {
  name: 'profile',
  one: { request: () => post('/admin/profile/view') },
  update: {
    request: patch('/admin/profile/update'),
    sendsUuid: false,
    encode: profileToJson,
  },
  normalise: normaliseProfile,
};
