import type { FormValues, Json, ResourceSpec, WithId } from '../../api/types';
import { patch, post } from '../../api/requests';
import { textOf } from '../../api/readers/formValues';
import { joinName, splitName } from '../../api/readers/names';
import { str, withoutPassword } from '../../api/readers/rawRecords';

export interface ProfileRecord extends WithId {
  name: string;
  email: string;
  /** The calling code, as text (the update route refuses a number). */
  countryCode: string;
  phone: string;
  avatar?: string;
  firstName: string;
  lastName: string;
  newPassword: string;
  confirmPassword: string;
  currentPassword: string;
  /**
   * The shortcut bar's pages (navigation ids), where the server keeps them: the reference server does
   * (issue #12), the backend does not, and then this is undefined and the app keeps them in the browser.
   */
  shortcuts?: string[];
  /**
   * The new token of this device after a password or email change, which ends every other session: the
   * reference server's own field (the backend answers none and ends no session).
   */
  sessionToken?: string;
}

export type ProfileForm = FormValues<{
  firstName: string;
  lastName: string;
  email: string;
  countryCode: string | number;
  phone: string;
  newPassword: string;
  confirmPassword: string;
  /** Needed only with a new password. */
  currentPassword?: string;
}>;

/**
 * Profile update JSON (api-contract.md A6, Joi-strict): these six keys; firstName + lastName → name,
 * countryCode as a string (a JSON number fails). Empty passwords leave the password unchanged; a new password
 * goes with `currentPassword`, which the reference server requires for it (issue #11).
 */
export function profileToJson(values: ProfileForm): Json {
  const newPassword = str(values.newPassword);
  return {
    name: joinName(values.firstName, values.lastName),
    countryCode: textOf(values.countryCode),
    phone: textOf(values.phone),
    email: textOf(values.email),
    newPassword,
    confirmPassword: str(values.confirmPassword),
    ...(newPassword ? { currentPassword: str(values.currentPassword) } : {}),
  };
}

const pageIds = (value: unknown): string[] | undefined =>
  Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : undefined;

/** The admin with the form's fields; the stored countryCode is a number and becomes text. */
function normaliseProfile(raw: Json): ProfileRecord {
  const { token, ...admin } = withoutPassword(raw);
  return {
    ...(admin as unknown as ProfileRecord),
    ...(typeof token === 'string' && token ? { sessionToken: token } : {}),
    id: str(raw.uuid),
    shortcuts: pageIds(raw.shortcuts),
    countryCode: str(raw.countryCode),
    ...splitName(raw.name),
    newPassword: '',
    confirmPassword: '',
    currentPassword: '',
  };
}

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
  actions: {
    // The reference server's own profile field (issue #12); only sent where the view answered one.
    saveShortcuts: {
      request: patch('/admin/profile/update'),
      encode: ({ data }) => ({ shortcuts: (pageIds(data?.shortcuts) ?? []).join(',') }),
    },
  },
  normalise: normaliseProfile,
};

/** The API entries of this folder (src/resources/registry.ts). */
export default [profile];
