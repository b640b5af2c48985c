import { get, viewByUuid } from '../../api/requests';
import type { Json, ResourceSpec, WithId } from '../../api/types';
import { joinAddress } from '../../api/readers/contactDetails';
import { joinName } from '../../api/readers/names';
import { str } from '../../api/readers/rawRecords';

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

const VENDOR_ADDRESS = ['address_1', 'address_2', 'city', 'state', 'country', 'zipCode'];

function normaliseVendor(raw: Json): VendorRecord {
  return {
    ...(raw as unknown as VendorRecord),
    id: str(raw.uuid),
    name: joinName(raw.first_name, raw.last_name),
    address: joinAddress(raw, VENDOR_ADDRESS),
  };
}

/** Vendors, read-only (K8/K9). */
export const vendors: ResourceSpec<VendorRecord> = {
  name: 'vendors',
  list: { request: () => get('/admin/vendor/list') },
  one: viewByUuid('/admin/vendor/view'),
  search: ['name', 'store_name', 'email', 'phone', 'city', 'country'],
  normalise: normaliseVendor,
};

/** The API entries of this folder (src/resources/registry.ts). */
export default [vendors];
