import { randomUUID } from 'node:crypto';
import type { Membership } from './service.js';
import { AGE_GROUPS, GENDERS } from './schemas.js';
import { seededRecords, type SeedContext } from '../../seed/context.js';
import { seededPackages } from '../packages/seed.js';
import { insertMany } from '../../seed/insert.js';

const FIRST = [
  'Maya',
  'Liam',
  'Aarav',
  'Sofia',
  'Noah',
  'Priya',
  'Elena',
  'Omar',
  'Grace',
  'Kenji',
  'Lucia',
  'Ravi',
];
const LAST = [
  'Patel',
  'Smith',
  'Garcia',
  'Khan',
  'Nguyen',
  'Rossi',
  'Müller',
  'Okafor',
  'Sato',
  'Brown',
  'Iyer',
];

const PLACES = [
  { city: 'Austin', state: 'Texas', country: 'United States', countryCode: '+1', zip: '73301' },
  { city: 'Seattle', state: 'Washington', country: 'United States', countryCode: '+1', zip: '98101' },
  { city: 'Pune', state: 'Maharashtra', country: 'India', countryCode: '+91', zip: '411001' },
  { city: 'Bengaluru', state: 'Karnataka', country: 'India', countryCode: '+91', zip: '560001' },
  { city: 'London', state: '', country: 'United Kingdom', countryCode: '+44', zip: 'SW1A 1AA' },
  { city: 'Toronto', state: 'Ontario', country: 'Canada', countryCode: '+1', zip: 'M5H 2N2' },
  { city: 'Sydney', state: 'New South Wales', country: 'Australia', countryCode: '+61', zip: '2000' },
];

/** A seeded member, for the modules seeded after this one. */
export interface SeededMember {
  uuid: string;
  name: string;
  email: string;
  hasPackage: boolean;
}

export const seededMembers = seededRecords<SeededMember>('members');

const DAY = 86_400_000;
/** How many members get a generated photo (the rest keep the placeholder or none). */
const PHOTOS = 12;

const EMPTY_MEMBERSHIP: Membership = {
  uuid: '',
  name: '',
  status: 'inactive',
  type: '',
  date: '',
  cost: 0,
  expiry: '',
};

const COLUMNS = [
  'uuid',
  'package',
  'name',
  'email',
  'cover_image',
  'mobile',
  'dob',
  'age_group',
  'gender',
  'address_line1',
  'address_line2',
  'city',
  'state',
  'country',
  'zip_code',
  'country_code',
  'is_active',
  'created_at',
  'updated_at',
];

/**
 * ctx.sizes.members members registered over the last two years: about three in four hold a membership (active,
 * or expired when it started over a year ago), the others registered themselves and have none ("incomplete").
 * A few are inactive; the first ones have photos.
 */
export async function seedMembers(ctx: SeedContext): Promise<void> {
  const { random, now } = ctx;
  const packages = seededPackages(ctx);
  const rows: unknown[][] = [];
  for (let i = 0; i < ctx.sizes.members; i++) {
    const uuid = randomUUID();
    const first = random.pick(FIRST);
    const last = random.pick(LAST);
    const name = `${first} ${last}`;
    const email = `${first}.${last}.${i + 1}@example.com`.toLowerCase().replace('ü', 'u');
    const place = random.pick(PLACES);
    const createdAt = new Date(now.getTime() - random.int(1, 730) * DAY - random.int(0, DAY - 1));
    const pkg = packages.length > 0 && i % 4 !== 3 ? random.pick(packages) : undefined;
    let membership = EMPTY_MEMBERSHIP;
    if (pkg) {
      const start = new Date(Math.min(createdAt.getTime() + random.int(0, 30) * DAY, now.getTime()));
      const expiry = new Date(start.getTime() + 365 * DAY);
      membership = {
        uuid: pkg.uuid,
        name: pkg.name,
        status: expiry < now ? 'expired' : pkg.isActive ? 'active' : 'inactive',
        type: 'annual',
        date: start.toISOString(),
        cost: pkg.annualCost,
        expiry: expiry.toISOString(),
      };
    }
    const photo = i < PHOTOS ? await ctx.image(`member-${i + 1}`, pkg?.colour ?? '#78909c') : null;
    const dob = new Date(
      Date.UTC(now.getUTCFullYear() - random.int(20, 75), random.int(0, 11), random.int(1, 28)),
    );
    const age = now.getUTCFullYear() - dob.getUTCFullYear();
    rows.push([
      uuid,
      JSON.stringify(membership),
      name,
      email,
      photo ?? (pkg ? 'public/assets/images/palceholder.jpg' : null),
      String(random.int(2_000_000_000, 9_999_999_999)),
      dob,
      AGE_GROUPS[age < 30 ? 0 : age < 50 ? 1 : 2],
      random.pick(GENDERS),
      `${random.int(1, 999)} ${random.pick(['Main', 'Park', 'Lake', 'Hill'])} Street`,
      random.chance(0.3) ? `Apt ${random.int(1, 80)}` : '',
      place.city,
      place.state,
      place.country,
      place.zip,
      place.countryCode,
      !random.chance(0.1),
      createdAt,
      createdAt,
    ]);
    seededMembers(ctx).push({ uuid, name, email, hasPackage: !!pkg });
  }
  await insertMany(ctx.db, 'users', COLUMNS, rows);
}
