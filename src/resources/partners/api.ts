import type { FileValue, FormValues, Json, ResourceSpec, WithId } from '../../api/types';
import { del, get, patch, post, viewByUuid } from '../../api/requests';
import { fileFrom, formDataFrom, isoDate, numberText, textOf } from '../../api/readers/formValues';
import { callingCodeWithPlus } from '../../api/readers/contactDetails';
import { str } from '../../api/readers/rawRecords';
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

function normalisePartner(raw: Json): PartnerRecord {
  return {
    ...(raw as unknown as PartnerRecord),
    id: str(raw.uuid),
    businessName: str(raw.name),
    countryCode: callingCodeWithPlus(raw.countryCode),
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

/** The API entries of this folder (src/resources/registry.ts). */
export default [partners];
