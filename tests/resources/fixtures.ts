import type { RaRecord } from 'react-admin';

/** Records as the registry normalises them (ids are uuids; form-value fields beside display fields). */
export const packages: RaRecord[] = [
  {
    id: 'pkg-gold',
    packageName: 'Gold',
    annualCost: 100,
    monthlyCost: 10,
    hhSessions: 2,
    wsgs: 1,
    benefits: [{ value: 'Yoga' }],
    colour: '#ffd700',
    image: 'public/images/packages/gold.png',
    isActive: true,
  },
  {
    id: 'pkg-silver',
    packageName: 'Silver',
    annualCost: 50,
    monthlyCost: null,
    hhSessions: 1,
    wsgs: 1,
    benefits: [{ value: 'Gym' }],
    colour: '#c0c0c0',
    image: '',
    isActive: false,
  },
];

/** Members as the provider gives them: the API's names (the edit form maps them to its own). */
const member = (id: string, fields: Partial<RaRecord>): RaRecord => ({
  id,
  email: `${id}@example.com`,
  city: 'Austin',
  country: 'United States',
  countryCode: '+1',
  mobile: '5551234',
  gender: 'Female',
  ageGroup: '30-50',
  addressLine1: null,
  addressLine2: null,
  coverImage: null,
  isActive: true,
  hasPackage: false,
  package: { uuid: '', name: '', date: '' },
  ...fields,
});

export const members: RaRecord[] = [
  member('m-ann', {
    name: 'Ann Archer',
    createdAt: '2024-03-05T10:00:00Z',
    hasPackage: true,
    packageColour: '#ffd700',
    package: { uuid: 'pkg-gold', name: 'Gold', date: '2024-03-06T10:00:00Z' },
  }),
  member('m-bob', {
    name: 'Bob Baker',
    country: 'India',
    createdAt: '2024-01-15T10:00:00Z',
    hasPackage: true,
    packageColour: '#c0c0c0',
    package: { uuid: 'pkg-silver', name: 'Silver', date: '2024-01-20T10:00:00Z' },
    isActive: false,
  }),
  member('m-cat', { name: 'Cat Cole', createdAt: '2024-02-01T10:00:00Z' }),
  member('m-dan', { name: 'Dan Dale', createdAt: '2024-04-01T10:00:00Z' }),
];

export const countries: RaRecord[] = [
  { id: 'IN', countryName: 'India', countryCallingCode: '91', countryCode: 'IN' },
  { id: 'AF', countryName: 'Afghanistan', countryCallingCode: '93', countryCode: 'AF' },
  { id: 'US', countryName: 'United States', countryCallingCode: '1', countryCode: 'US' },
  { id: 'CA', countryName: 'Canada', countryCallingCode: '1', countryCode: 'CA' },
  { id: 'ZW', countryName: 'Zimbabwe', countryCallingCode: '263', countryCode: 'ZW' },
];
