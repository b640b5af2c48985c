import type { RaRecord } from 'react-admin';

/** Groups as the registry normalises them (api-contract.md I1 with `packages[0]` read into the badge). */
export const groups: RaRecord[] = [
  {
    id: 'g-heart',
    uuid: 'g-heart',
    name: 'Heart Warriors',
    description: 'We walk together.',
    groupLeader: 'm-ann',
    numberOfMembers: 3,
    country: 'India',
    state: 'Maharashtra',
    city: 'Pune',
    groupCategory: 'Heart Health',
    membershipPackage: 'pkg-gold',
    coverImage: 'public/images/supportGroup/heart.png',
    members: ['m-ann', 'm-bob'],
    groupLink: 'https://meet.example.org/heart',
    isActive: true,
    membershipName: 'Gold',
    packageColour: '#ffd700',
  },
  {
    id: 'g-sugar',
    uuid: 'g-sugar',
    name: 'Sugar Smart Circle',
    description: 'Diabetes, day by day.',
    groupLeader: null,
    numberOfMembers: 10,
    country: 'United States',
    state: '',
    city: '',
    groupCategory: 'Diabetes',
    membershipPackage: 'pkg-silver',
    coverImage: null,
    members: [],
    groupLink: '',
    isActive: false,
    membershipName: 'Silver',
    packageColour: '#c0c0c0',
  },
];

const row = (groupId: string, user: string, isActive: boolean | null, fields: Partial<RaRecord> = {}) => ({
  id: `${groupId}:${user}`,
  userUuid: user,
  supportGroupUuid: groupId,
  isActive,
  name: '',
  email: `${user}@example.com`,
  city: 'Austin',
  country: 'United States',
  mobile: '5551234',
  coverImage: '',
  ...fields,
});

/** Pending join requests of Heart Warriors (collection key `groupRequests?groupId=g-heart`). */
export const heartRequests: RaRecord[] = [
  row('g-heart', 'm-cat', null, { name: 'Cat Cole', country: 'India' }),
  row('g-heart', 'm-dan', null, { name: 'Dan Dale', mobile: '+15550000' }),
];

/** Joined users of Heart Warriors (`groupMembers?groupId=g-heart`), one deactivated. */
export const heartMembers: RaRecord[] = [
  row('g-heart', 'm-ann', true, { name: 'Ann Archer' }),
  row('g-heart', 'm-bob', false, { name: 'Bob Baker', country: 'India' }),
];
