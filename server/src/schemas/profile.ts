import { Type, type Static } from 'typebox';
import { record } from '../http/answers.js';
import { email, formatted, optional, password, strict, text } from '../http/validation/fields.js';

/** The signed-in admin's profile (api-contract §7.A A5, A6; §8 Admin). */

/** The admin as the API answers it, never with its password; countryCode is a number, as the backend stores it. */
export const Admin = record({
  uuid: Type.String(),
  name: Type.String(),
  countryCode: Type.Union([Type.Integer(), Type.String()]),
  phone: Type.String(),
  email: Type.String(),
  avatar: Type.Optional(Type.String()),
});

/** The profile answer: the admin and their shortcut bar's pages (this server's own field, issue #12). */
export const Profile = record({ ...Admin.properties, shortcuts: Type.Array(Type.String()) });

/** A6's answer: after a new password or email, which ends every session, this device's new token. */
export const UpdatedProfile = record({ ...Profile.properties, token: Type.Optional(Type.String()) });

/**
 * A6: Joi-strict, each field optional (absent = unchanged); countryCode and phone are texts (a JSON number is
 * refused). The passwords may be sent empty (unchanged); whether they match, their length and the current
 * password are the service's rules. Refusals answer HTTP 200 with an E-wrapper `status: 400`.
 */
export const ProfileUpdate = strict(
  optional({
    name: text('name'),
    countryCode: formatted('calling-code'),
    phone: formatted('admin-phone'),
    email: email(),
    newPassword: password({ required: false }),
    confirmPassword: password({ required: false }),
    // Not in the backend: a new password or email needs the current one (issue #11).
    currentPassword: password({ required: false }),
    // Not in the backend: the shortcut bar's page ids, comma-joined ('' for none) (issue #12).
    shortcuts: Type.String({ format: 'page-ids', maxLength: 2000 }),
  }),
);
export type ProfileUpdate = Static<typeof ProfileUpdate>;
