import { digitsBetween, requiredField, validEmail } from '../../validation/rules';
import { isAfterToday } from '../../components/format/dates';

const notAfterToday = (value: unknown) => (isAfterToday(value) ? 'app.members.dob_after_today' : undefined);

/** Member form rules (spec 1 §5). */
export const memberValidation = {
  firstName: [requiredField()],
  lastName: [requiredField()],
  email: [requiredField(), validEmail()],
  countryCode: [requiredField()],
  phoneNumber: [requiredField(), digitsBetween(6, 15)],
  dob: [notAfterToday],
  city: [requiredField()],
  country: [requiredField()],
  packageName: [requiredField()],
};
