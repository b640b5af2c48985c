import { minLength, type RaRecord } from 'react-admin';
import { namePartWithinLength, withinLength } from '../../validation/fieldLimits';
import {
  digitsBetween,
  emailAddress,
  matchesField,
  notOnlySpaces,
  requiredField,
  requiredWith,
} from '../../validation/rules';

/** The calling codes the profile offers (spec 3 §9). */
export const PROFILE_COUNTRY_CODES = ['+1', '+91', '+90'];

/**
 * The profile form's rules (spec 3 §5 'Admin profile'), with the server's bounds (shared/fieldRules.ts): the names
 * are sent joined as one `name`.
 */
export const profileValidation = {
  firstName: [requiredField(), namePartWithinLength()],
  lastName: [requiredField(), namePartWithinLength()],
  email: [requiredField(), emailAddress(), withinLength('email')],
  phone: [digitsBetween(6, 14)],
  newPassword: [notOnlySpaces(), minLength(8, 'app.common.password_too_short'), withinLength('password')],
  confirmPassword: [matchesField('newPassword')],
  currentPassword: [
    requiredWith('newPassword', 'app.profile.current_password_required'),
    withinLength('password'),
  ],
};

/** '+91', '91' or 91 → '+91' (the backend stores the calling code as a number). */
export const callingCode = (code: unknown): string => {
  const digits = String(code ?? '').replace(/\D/g, '');
  return digits ? `+${digits}` : '';
};

/**
 * The form's values from the profile record (the registry already split the name into first and last):
 * the calling code as the select offers it ('+NN'), empty passwords.
 */
export const profileFormValues = (record: RaRecord | undefined) => ({
  id: record?.id ?? '',
  firstName: record?.firstName ?? '',
  lastName: record?.lastName ?? '',
  email: record?.email ?? '',
  countryCode: callingCode(record?.countryCode),
  phone: record?.phone ?? '',
  newPassword: '',
  confirmPassword: '',
  currentPassword: '',
});

/** The server's refusals of the current password (its English texts), as message keys of the admin's language. */
const CURRENT_PASSWORD_REFUSALS: Record<string, string> = {
  'The current password is not correct.': 'app.profile.current_password_wrong',
  'Enter your current password to set a new one.': 'app.profile.current_password_required',
};

/** What a failed save says: a known refusal in the admin's language, else the server's text. */
export function profileSaveError(error: unknown): string {
  const text = error instanceof Error ? error.message : '';
  if (Object.hasOwn(CURRENT_PASSWORD_REFUSALS, text)) return CURRENT_PASSWORD_REFUSALS[text] as string;
  return text || 'app.common.oops_error';
}
