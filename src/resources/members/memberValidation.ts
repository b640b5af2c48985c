import { email, required } from 'react-admin';
import { digitsBetween, EMAIL_INVALID, REQUIRED } from '../../validation/rules';
import { isAfterToday } from '../../components/format/dates';

const notAfterToday = (value: unknown) => (isAfterToday(value) ? 'app.members.dob_after_today' : undefined);

/**
 * Member form rules (spec 1 §5). Gender and age group are required too: the API refuses a member
 * without them (api-contract.md C2), which would otherwise end every such save in 'Oops'.
 */
export const memberValidation = {
  firstName: [required(REQUIRED)],
  lastName: [required(REQUIRED)],
  email: [required(REQUIRED), email(EMAIL_INVALID)],
  countryCode: [required(REQUIRED)],
  phoneNumber: [required(REQUIRED), digitsBetween(6, 15)],
  gender: [required(REQUIRED)],
  ageRange: [required(REQUIRED)],
  dob: [notAfterToday],
  city: [required(REQUIRED)],
  country: [required(REQUIRED)],
  packageName: [required(REQUIRED)],
};
