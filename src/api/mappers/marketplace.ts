import type { PartnerForm, PartnerRecord, PartnerRequestRecord, VendorRecord } from '../models';
import type { Json } from '../types';
import { displayDate } from './displayDates';
import { fileFrom, formDataFrom, isoDate, numberText, textOf } from './formValues';
import { joinName } from './names';
import { str } from './rawRecords';

/**
 * Business-partner create/update multipart (api-contract.md K2/K3; K2 is Joi-strict and refuses
 * `businessName` and address fields): businessName → name, the logo file in `logo`.
 */
export function partnerToFormData(values: PartnerForm): FormData {
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

export function normalisePartner(raw: Json): PartnerRecord {
  return { ...(raw as unknown as PartnerRecord), id: str(raw.uuid), businessName: str(raw.name) };
}

const ADDRESS_PARTS = ['addressLine1', 'addressLine2', 'city', 'state', 'country', 'zipCode'];

/** A partner request with its address (non-empty parts joined by ', ') and searchable expiry date. */
export function normalisePartnerRequest(raw: Json): PartnerRequestRecord {
  const address = ADDRESS_PARTS.map((key) => str(raw[key]).trim())
    .filter(Boolean)
    .join(', ');
  return {
    ...(raw as unknown as PartnerRequestRecord),
    id: str(raw.uuid),
    address,
    expiryDateText: displayDate(raw.expiryDate),
  };
}

export function normaliseVendor(raw: Json): VendorRecord {
  return {
    ...(raw as unknown as VendorRecord),
    id: str(raw.uuid),
    name: joinName(raw.first_name, raw.last_name),
  };
}
