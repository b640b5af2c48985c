import { email } from 'react-admin';
import { digitsBetween, EMAIL_INVALID, requiredField } from '../../validation/rules';
import { isAfterToday } from '../../components/format/dates';

const notAfterToday = (value: unknown) => (isAfterToday(value) ? 'app.members.dob_after_today' : undefined);

/**
 * Member form rules (spec 1 §5). Gender and age group are required too: the API refuses a member
 * without them (api-contract.md C2), which would otherwise end every such save in 'Oops'.
 */
export const memberValidation = {
  firstName: [requiredField()],
  lastName: [requiredField()],
  email: [requiredField(), email(EMAIL_INVALID)],
  countryCode: [requiredField()],
  phoneNumber: [requiredField(), digitsBetween(6, 15)],
  gender: [requiredField()],
  ageRange: [requiredField()],
  dob: [notAfterToday],
  city: [requiredField()],
  country: [requiredField()],
  packageName: [requiredField()],
};
