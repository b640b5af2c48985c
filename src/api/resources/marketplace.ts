import type { FileValue, FormValues, Json, ResourceSpec, WithId } from '../types';
import { del, get, patch, post, viewByUuid } from './requests';
import { formatCalendarDate } from '../../components/format/dates';
import { fileFrom, formDataFrom, isoDate, numberText, textOf } from '../readers/formValues';
import { joinName } from '../readers/names';
import { str } from '../readers/rawRecords';
import type { CalendarDate } from '../../components/format/calendarDates';

export interface PartnerRecord extends WithId {
  name: string;
  logo: string;
  description: string;
  link: string;
  type: number;
  expiryDate: CalendarDate;
  emailId: string;
  countryCode: string;
  phoneNumber: string;
  status: boolean;
  /** Form field. */
  businessName: string;
}

export type PartnerForm = FormValues<{
  businessName: string;
  description: string;
  link: string;
  /** 0 product, 1 service, 2 both. */
  type: number | string;
  expiryDate: string | Date;
  emailId: string;
  countryCode: string | number;
  phoneNumber: string;
  logo: FileValue;
}>;

export interface PartnerRequestRecord extends WithId {
  name: string;
  logo: string;
  description: string;
  link: string;
  type: number;
  expiryDate: CalendarDate | null;
  emailId: string;
  countryCode: number;
  phoneNumber: string;
  addressLine1?: string;
  addressLine2?: string;
  city?: string;
  state?: string;
  country?: string;
  zipCode?: string;
  status: boolean;
  /** Non-empty address parts joined by ', '. */
  address: string;
  expiryDateText: string;
}

export interface VendorRecord extends WithId {
  store_name: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  country_code?: string;
  address_1: string | null;
  address_2: string | null;
  city: string;
  state: string;
  country: string;
  zipCode: string;
  account_name?: string;
  account_no?: string;
  bank_name?: string;
  bank_address?: string;
  iban?: string;
  swift_code?: string;
  paypal_link?: string | null;
  status: number;
  /** first_name and last_name. */
  name: string;
  /** Non-empty address parts joined by ', '. */
  address: string;
}

/**
 * Business-partner create/update multipart (api-contract.md K2/K3; K2 is Joi-strict and refuses
 * `businessName` and address fields): businessName → name, the logo file in `logo`.
 */
function partnerToFormData(values: PartnerForm): FormData {
  return formDataFrom({
    name: textOf(values.businessName),
    description: textOf(values.description),
    link: textOf(values.link),
    type: numberText(values.type),
    expiryDate: isoDate(values.expiryDate),
    emailId: textOf(values.emailId),
    countryCode: textOf(values.countryCode),
    phoneNumber: textOf(values.phoneNumber),
    logo: fileFrom(values.logo),
  });
}

/**
 * A calling code as the country select stores it ('+91'): partners saved elsewhere may hold '91' or 91, which
 * would otherwise match no choice of the edit form.
 */
export function callingCodeWithPlus(value: unknown): string {
  const code = str(value).replace(/[\s+]/g, '');
  return code ? `+${code}` : '';
}

function normalisePartner(raw: Json): PartnerRecord {
  return {
    ...(raw as unknown as PartnerRecord),
    id: str(raw.uuid),
    businessName: str(raw.name),
    countryCode: callingCodeWithPlus(raw.countryCode),
  };
}

/** The non-empty parts of an address, in order, joined by ', ' (spec 3 §2). */
function joinAddress(raw: Json, parts: string[]): string {
  return parts
    .map((key) => str(raw[key]).trim())
    .filter(Boolean)
    .join(', ');
}

const REQUEST_ADDRESS = ['addressLine1', 'addressLine2', 'city', 'state', 'country', 'zipCode'];
const VENDOR_ADDRESS = ['address_1', 'address_2', 'city', 'state', 'country', 'zipCode'];

/** A partner request with its address (non-empty parts joined by ', ') and searchable expiry date. */
function normalisePartnerRequest(raw: Json): PartnerRequestRecord {
  return {
    ...(raw as unknown as PartnerRequestRecord),
    id: str(raw.uuid),
    address: joinAddress(raw, REQUEST_ADDRESS),
    expiryDateText: formatCalendarDate(raw.expiryDate),
  };
}

function normaliseVendor(raw: Json): VendorRecord {
  return {
    ...(raw as unknown as VendorRecord),
    id: str(raw.uuid),
    name: joinName(raw.first_name, raw.last_name),
    address: joinAddress(raw, VENDOR_ADDRESS),
  };
}

/** Business partners (spec 3; api-contract.md K1–K5). Create answers 201. */
export const partners: ResourceSpec<PartnerRecord, PartnerForm> = {
  name: 'partners',
  list: { request: () => get('/admin/business/list') },
  one: viewByUuid('/admin/business/view'),
  create: {
    request: { ...post('/admin/business/create'), okStatus: [200, 201] },
    encode: partnerToFormData,
  },
  update: { request: patch('/admin/business/update'), encode: partnerToFormData },
  status: { request: patch('/admin/business/update'), field: 'status' },
  remove: { request: del('/admin/business/delete') },
  search: ['name', 'emailId', 'phoneNumber', 'link'],
  normalise: normalisePartner,
};

/** Partner requests, read-only (K6/K7). Spec 3: search over name, expiry date, phone and email. */
export const partnerRequests: ResourceSpec<PartnerRequestRecord> = {
  name: 'partnerRequests',
  list: { request: () => get('/admin/business/partner/request/list') },
  one: viewByUuid('/admin/business/partner/request/view'),
  search: ['name', 'expiryDateText', 'phoneNumber', 'emailId'],
  normalise: normalisePartnerRequest,
};

/** Vendors, read-only (K8/K9). */
export const vendors: ResourceSpec<VendorRecord> = {
  name: 'vendors',
  list: { request: () => get('/admin/vendor/list') },
  one: viewByUuid('/admin/vendor/view'),
  search: ['name', 'store_name', 'email', 'phone', 'city', 'country'],
  normalise: normaliseVendor,
};
