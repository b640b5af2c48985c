import { namePartWithinLength, withinLength } from '../../validation/fieldLimits';
import { digitsBetween, emailAddress, requiredField } from '../../validation/rules';
import { isAfterToday } from '../../components/format/dates';

const notAfterToday = (value: unknown) => (isAfterToday(value) ? 'app.members.dob_after_today' : undefined);

/**
 * Member form rules (spec 1 §5). Gender and age group are required too: the API refuses a member
 * without them (api-contract.md C2), which would otherwise end every such save in 'Oops'. Texts are as long as the
 * server takes them (shared/fieldRules.ts).
 */
export const memberValidation = {
  firstName: [requiredField(), namePartWithinLength()],
  lastName: [requiredField(), namePartWithinLength()],
  email: [requiredField(), emailAddress(), withinLength('email')],
  countryCode: [requiredField()],
  phoneNumber: [requiredField(), digitsBetween(6, 15)],
  gender: [requiredField()],
  ageRange: [requiredField()],
  dob: [notAfterToday],
  city: [requiredField(), withinLength('short')],
  state: [withinLength('short')],
  zipCode: [withinLength('code')],
  address: [withinLength('name')],
  country: [requiredField()],
  packageName: [requiredField()],
};
