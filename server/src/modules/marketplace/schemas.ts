import { Type, type Static } from 'typebox';
import { moment, nullable, record } from '../../http/answers.js';
import {
  date,
  email,
  flag,
  formatted,
  lenient,
  numberChoice,
  optional,
  reference,
  strict,
  text,
  webUrl,
} from '../../http/validation/fields.js';

/** Marketplace: business partners, partner requests and vendors (api-contract §7.K). */

const optionalString = () => nullable(Type.String());

export const Partner = record({
  uuid: Type.String(),
  name: Type.String(),
  logo: optionalString(),
  description: Type.String(),
  link: Type.String(),
  type: Type.Integer({ description: '0 product, 1 service, 2 both' }),
  expiryDate: moment(),
  emailId: Type.String(),
  countryCode: Type.String(),
  phoneNumber: Type.String(),
  status: Type.Boolean(),
  createdAt: moment(),
  updatedAt: moment(),
});

export const PartnerRequest = record({
  uuid: Type.String(),
  name: optionalString(),
  logo: optionalString(),
  description: optionalString(),
  link: optionalString(),
  addressLine1: optionalString(),
  addressLine2: optionalString(),
  city: optionalString(),
  state: optionalString(),
  country: optionalString(),
  zipCode: optionalString(),
  type: nullable(Type.Integer()),
  expiryDate: nullable(moment()),
  emailId: optionalString(),
  countryCode: Type.Integer(),
  phoneNumber: optionalString(),
  status: Type.Boolean(),
  createdAt: moment(),
  updatedAt: moment(),
});

/** Vendors keep the backend's snake_case field names. */
export const Vendor = record({
  uuid: Type.String(),
  store_name: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  country_code: optionalString(),
  phone: Type.String(),
  city: Type.String(),
  state: Type.String(),
  country: Type.String(),
  zipCode: Type.String(),
  paypal_link: optionalString(),
  status: Type.Integer(),
  createdAt: moment(),
  updatedAt: moment(),
});

const partnerFields = {
  name: text('name'),
  description: text('long'),
  link: webUrl(),
  type: numberChoice([0, 1, 2]),
  expiryDate: date(),
  emailId: email(),
  countryCode: text('code'),
  phoneNumber: formatted('phone'),
};

/** K2: multipart, Joi-strict; every field and the logo required. */
export const PartnerCreate = strict(partnerFields);
export type PartnerCreate = Static<typeof PartnerCreate>;

/** K3: the edit form (multipart, logo optional) or the status toggle `{uuid, status}`; other fields ignored. */
export const PartnerUpdate = lenient({
  uuid: reference(),
  ...optional(partnerFields),
  status: Type.Optional(flag()),
});
export type PartnerUpdate = Static<typeof PartnerUpdate>;
