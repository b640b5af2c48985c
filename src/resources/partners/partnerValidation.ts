import { isAfterToday } from '../../components/format/dates';
import { withinLength } from '../../validation/fieldLimits';
import {
  digitsBetween,
  imageFile,
  notInPast,
  emailAddress,
  requiredField,
  validUrl,
} from '../../validation/rules';

const inFuture = (value: unknown) =>
  value && !isAfterToday(value) ? 'app.marketplace.partners.expiry_in_future' : undefined;

/**
 * On update the expiry cannot be in the past, unless it is the saved one left as it was: an expired
 * partner can still be edited (the server checks a changed expiry only, as the backend).
 */
const notPastUnlessSaved = (saved: unknown) => {
  const notPast = notInPast();
  return (value: unknown) => (value === saved ? undefined : notPast(value));
};

/**
 * Partner form rules (spec 3 §5). The expiry is required on create (the API refuses a partner without
 * one, api-contract.md K2) and stays required on update; the logo is required on create only.
 */
export function partnerValidation(mode: 'create' | 'edit', savedExpiry?: unknown) {
  const required = requiredField();
  const logo = [imageFile()];
  return {
    businessName: [required, withinLength('name')],
    emailId: [required, emailAddress(), withinLength('email')],
    countryCode: [required],
    phoneNumber: [required, digitsBetween(6, 15)],
    type: [required],
    description: [required, withinLength('long')],
    link: [required, validUrl(), withinLength('url')],
    expiryDate: mode === 'create' ? [required, inFuture] : [required, notPastUnlessSaved(savedExpiry)],
    logo: mode === 'create' ? [required, ...logo] : logo,
  };
}
