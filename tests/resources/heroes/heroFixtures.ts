import type { RaRecord } from 'react-admin';

const hero = (id: string, fields: Partial<RaRecord>): RaRecord => ({
  id,
  uuid: id,
  userUuid: 'm-ann',
  name: '',
  ageBracket: 'Senior',
  image: null,
  category: 'Combat',
  diseaseType: ['Cancer'],
  areaOfMentoring: ['Diet'],
  preferrableDays: ['Monday'],
  numberOfHours: 4,
  mentoringChannel: 'online',
  membershipPackage: 'pkg-gold',
  reasonForMentoring: 'To help.',
  isActive: true,
  experience: 'Ten years.',
  email: '',
  city: 'Austin',
  country: 'United States',
  diseaseTypeText: 'Cancer',
  membershipName: 'Gold',
  packageColour: '#ffd700',
  ...fields,
});

/** Heroes as the registry normalises them (api-contract.md J1). */
export const heroes: RaRecord[] = [
  hero('h-ann', {
    name: 'Ann Archer',
    email: 'm-ann@example.com',
    diseaseType: ['Cancer', 'Diabetes'],
    diseaseTypeText: 'Cancer, Diabetes',
    preferrableDays: ['Monday', 'Friday'],
  }),
  hero('h-bob', {
    userUuid: 'm-bob',
    name: 'Bob Baker',
    email: 'm-bob@example.com',
    mentoringChannel: 'on-site',
    category: 'Doctor',
    diseaseTypeText: 'Heart Health',
    diseaseType: ['Heart Health'],
    membershipPackage: 'pkg-silver',
    membershipName: 'Silver',
    packageColour: '#c0c0c0',
    isActive: false,
  }),
];

const session = (id: string, fields: Partial<RaRecord>): RaRecord => ({
  id,
  uuid: id,
  userUuid: `u-${id}`,
  healthHeroUuid: 'h-ann',
  name: '',
  email: `${id}@example.com`,
  sessionDate: '2025-06-02T09:30:00',
  sessionTime: '2025-06-02T09:30:00',
  sessionPurpose: 'Diet plan',
  otherProblems: 'None',
  isActive: null,
  ...fields,
});

/** Ann's pending session requests (`heroSessionRequests?heroId=h-ann`). */
export const annPending: RaRecord[] = [
  session('s-cat', { name: 'Cat Cole', sessionPurpose: 'Coping with treatment' }),
  session('s-dan', { name: 'Dan Dale', otherProblems: '=1+1', sessionTime: '2025-06-03T15:05:00' }),
];

/** Ann's registered users (`heroRegisteredUsers?heroId=h-ann`). */
export const annRegistered: RaRecord[] = [session('s-eve', { name: 'Eve Evans', isActive: true })];
