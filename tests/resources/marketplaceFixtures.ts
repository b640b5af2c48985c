import type { RaRecord } from 'react-admin';
import type { FilterRules } from '../../src/api/listEngine';
import {
  partnerRequests as partnerRequestsEntry,
  partners as partnersEntry,
  vendors as vendorsEntry,
} from '../../src/api/resources/marketplace';

/** The search fields the registry declares, so the fake provider searches as the app does. */
export const marketplaceRules: Record<string, FilterRules> = {
  partners: { search: partnersEntry.search },
  partnerRequests: { search: partnerRequestsEntry.search },
  vendors: { search: vendorsEntry.search },
};

/** Partners as the registry normalises them (businessName beside name, calling code with '+'). */
export const partners: RaRecord[] = [
  {
    id: 'bp-green',
    uuid: 'bp-green',
    name: 'Green Leaf',
    businessName: 'Green Leaf',
    logo: 'public/images/businessPartner/green.png',
    description: 'Organic groceries.',
    link: 'https://green.example.com',
    type: 1,
    expiryDate: '2030-01-15T00:00:00.000Z',
    emailId: 'hi@green.example.com',
    countryCode: '+91',
    phoneNumber: '9876543210',
    status: true,
    updatedAt: '2024-05-02T10:00:00.000Z',
  },
  {
    id: 'bp-sun',
    uuid: 'bp-sun',
    name: 'Sunrise Yoga',
    businessName: 'Sunrise Yoga',
    logo: '',
    description: 'Yoga retreats.',
    link: 'javascript:alert(1)',
    type: 2,
    expiryDate: '2020-03-01T00:00:00.000Z',
    emailId: 'yoga@sun.example.com',
    countryCode: '+1',
    phoneNumber: '5551234567',
    status: false,
    updatedAt: '2024-05-01T10:00:00.000Z',
  },
];

/** Partner requests as normalised: the address joined, the expiry date searchable as text. */
const request = (id: string, fields: Partial<RaRecord>): RaRecord => ({
  id,
  uuid: id,
  logo: '',
  description: 'We sell things.',
  link: 'https://shop.example.net',
  type: 0,
  expiryDate: null,
  expiryDateText: '',
  countryCode: 91,
  phoneNumber: '7730000000',
  address: '',
  status: false,
  ...fields,
});

export const partnerRequests: RaRecord[] = [
  request('pr-b', {
    name: 'Bloom Spa',
    emailId: 'zoe@bloom.example.net',
    type: 1,
    logo: 'public/images/businessPartner/bloom.png',
    updatedAt: '2024-06-03T00:00:00.000Z',
    addressLine1: '12 MG Road',
    city: 'Pune',
    country: 'India',
    address: '12 MG Road, Pune, India',
    expiryDate: '2031-07-04T12:00:00.000Z',
    expiryDateText: '07-04-2031',
  }),
  request('pr-a', {
    name: 'Apex Gym',
    emailId: 'mia@apex.example.net',
    type: 2,
    updatedAt: '2024-06-02T00:00:00.000Z',
  }),
  request('pr-c', {
    name: 'Cedar Foods',
    emailId: 'abe@cedar.example.net',
    type: 0,
    link: 'ftp://cedar.example.net',
    updatedAt: '2024-06-01T00:00:00.000Z',
  }),
];

/** Vendors as normalised (name from first and last name, address joined); only the first has bank details. */
export const vendors: RaRecord[] = [
  {
    id: 'vn-maya',
    uuid: 'vn-maya',
    store_name: "Maya's Green Store",
    first_name: 'Maya',
    last_name: 'Patel',
    name: 'Maya Patel',
    email: 'maya.patel@vendors.example.com',
    country_code: '91',
    phone: '6640000000',
    address_1: '12 MG Road',
    address_2: null,
    city: 'Pune',
    state: 'Maharashtra',
    country: 'India',
    zipCode: '411001',
    address: '12 MG Road, Pune, Maharashtra, India, 411001',
    account_name: 'Maya Patel',
    account_no: '1000200030',
    bank_name: 'State Bank',
    bank_address: 'Pune main branch',
    iban: 'DE89370400440532013000',
    swift_code: 'SWIFT000XX',
    paypal_link: null,
    status: 1,
    updatedAt: '2024-06-02T00:00:00.000Z',
  },
  {
    id: 'vn-omar',
    uuid: 'vn-omar',
    store_name: "Omar's Fit Store",
    first_name: 'Omar',
    last_name: 'Smith',
    name: 'Omar Smith',
    email: 'omar.smith@vendors.example.com',
    country_code: '1',
    phone: '6640001717',
    address_1: '500 Market St',
    address_2: null,
    city: 'San Francisco',
    state: 'California',
    country: 'United States',
    zipCode: '10311',
    address: '500 Market St, San Francisco, California, United States, 10311',
    account_name: '',
    account_no: '',
    bank_name: '',
    bank_address: '',
    iban: '',
    swift_code: '',
    paypal_link: 'https://paypal.me/omarsmith',
    status: 0,
    updatedAt: '2024-06-01T00:00:00.000Z',
  },
];
