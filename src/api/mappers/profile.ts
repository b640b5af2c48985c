import type { ProfileForm, ProfileRecord } from '../models';
import type { Json } from '../types';
import { textOf } from './formValues';
import { joinName, splitName } from './names';
import { str, withoutPassword } from './rawRecords';

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

/** The admin with the form's fields; the stored countryCode is a number and becomes text. */
export function normaliseProfile(raw: Json): ProfileRecord {
  return {
    ...(withoutPassword(raw) as unknown as ProfileRecord),
    id: str(raw.uuid),
    countryCode: str(raw.countryCode),
    ...splitName(raw.name),
    newPassword: '',
    confirmPassword: '',
    currentPassword: '',
  };
}
