import { get, viewByUuid } from '../../api/requests';
import type { Json, ResourceSpec, WithId } from '../../api/types';
import { formatCalendarDate } from '../../components/format/dates';
import { joinAddress } from '../../api/readers/contactDetails';
import { str } from '../../api/readers/rawRecords';
import type { CalendarDate } from '../../components/format/calendarDates';

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

const REQUEST_ADDRESS = ['addressLine1', 'addressLine2', 'city', 'state', 'country', 'zipCode'];

/** A partner request with its address (non-empty parts joined by ', ') and searchable expiry date. */
function normalisePartnerRequest(raw: Json): PartnerRequestRecord {
  return {
    ...(raw as unknown as PartnerRequestRecord),
    id: str(raw.uuid),
    address: joinAddress(raw, REQUEST_ADDRESS),
    expiryDateText: formatCalendarDate(raw.expiryDate),
  };
}

/** Partner requests, read-only (K6/K7). Spec 3: search over name, expiry date, phone and email. */
export const partnerRequests: ResourceSpec<PartnerRequestRecord> = {
  name: 'partnerRequests',
  list: { request: () => get('/admin/business/partner/request/list') },
  one: viewByUuid('/admin/business/partner/request/view'),
  search: ['name', 'expiryDateText', 'phoneNumber', 'emailId'],
  normalise: normalisePartnerRequest,
};

/** The API entries of this folder (src/resources/registry.ts). */
export default [partnerRequests];
