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
