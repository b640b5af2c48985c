/**
 * A member (the backend's User) as the admin routes answer it, every field but the password: [answer name,
 * column], in the answer's order; `time` marks a timestamptz (answered as JSON.stringify writes a Date).
 */
const MEMBER_FIELDS: readonly (readonly [field: string, column: string, kind?: 'time'])[] = [
  ['uuid', 'uuid'],
  ['package', 'package'],
  ['name', 'name'],
  ['email', 'email'],
  ['coverImage', 'cover_image'],
  ['mobile', 'mobile'],
  ['dob', 'dob', 'time'],
  ['ageGroup', 'age_group'],
  ['gender', 'gender'],
  ['addressLine1', 'address_line1'],
  ['addressLine2', 'address_line2'],
  ['city', 'city'],
  ['state', 'state'],
  ['country', 'country'],
  ['zipCode', 'zip_code'],
  ['countryCode', 'country_code'],
  ['loyaltyPoints', 'loyalty_points'],
  ['isActive', 'is_active'],
  ['createdAt', 'created_at', 'time'],
  ['updatedAt', 'updated_at', 'time'],
];

/** The member's columns under their answer names, as typed values (the driver makes Dates of the times). */
export const MEMBER_COLUMNS = MEMBER_FIELDS.map(([field, column]) => `${column} AS "${field}"`).join(', ');

/**
 * The same columns of the users row `alias`, ready for the database to write as JSON: a time as the text
 * JSON.stringify makes of a Date (`json_time`, migration 013).
 */
export const memberJsonColumns = (alias: string) =>
  MEMBER_FIELDS.map(([field, column, kind]) =>
    kind === 'time' ? `json_time(${alias}.${column}) AS "${field}"` : `${alias}.${column} AS "${field}"`,
  ).join(', ');
