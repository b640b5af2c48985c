import { randomUUID } from 'node:crypto';
import type { SeedContext } from '../../seed/context.js';
import { insertMany } from '../../seed/insert.js';

const DAY = 86400_000;

const BUSINESSES = [
  { name: 'Green Leaf Organics', colour: '#43a047', description: 'Organic groceries delivered weekly.' },
  { name: 'FitLife Studio', colour: '#1e88e5', description: 'Group fitness and personal training.' },
  { name: 'Calm Mind Therapy', colour: '#8e24aa', description: 'Counselling and mindfulness courses.' },
  { name: 'HeartCheck Labs', colour: '#e53935', description: 'Diagnostics with member discounts.' },
  { name: 'Sunrise Yoga', colour: '#fb8c00', description: 'Yoga retreats and online classes.' },
  { name: 'NutriBox', colour: '#7cb342', description: 'Balanced meal boxes for diabetics.' },
  { name: 'Sleep Well Co', colour: '#3949ab', description: 'Sleep coaching and trackers.' },
  { name: 'Active Seniors Store', colour: '#6d4c41', description: 'Mobility aids and home care.' },
];

const ADDRESSES = [
  {
    addressLine1: '12 MG Road',
    addressLine2: 'Suite 4',
    city: 'Pune',
    state: 'Maharashtra',
    country: 'India',
  },
  {
    addressLine1: '500 Market St',
    addressLine2: '',
    city: 'San Francisco',
    state: 'California',
    country: 'United States',
  },
  {
    addressLine1: 'Bagdat Cd. 210',
    addressLine2: '',
    city: 'Istanbul',
    state: 'Istanbul',
    country: 'Türkiye',
  },
];

/** Calling codes as stored without '+' (partner requests keep a number, vendors text). */
const CALLING_CODES = ['1', '91', '90'];

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '');
const business = (i: number) => BUSINESSES[i % BUSINESSES.length] as (typeof BUSINESSES)[number];
const numbered = (name: string, i: number) =>
  i < BUSINESSES.length ? name : `${name} ${Math.floor(i / BUSINESSES.length) + 1}`;

/** Partners (active, inactive, one already expired), partner requests with addresses, vendors with bank details. */
export async function seedMarketplace(ctx: SeedContext): Promise<void> {
  const now = ctx.now.getTime();
  const partners = await Promise.all(
    Array.from({ length: ctx.sizes.partners }, async (_, i) => {
      const { name, colour, description } = business(i);
      const updated = new Date(now - (i + 1) * 3 * DAY);
      return [
        randomUUID(),
        numbered(name, i),
        await ctx.image(`partner-${i + 1}`, colour),
        description,
        `https://www.${slug(name)}.example.com`,
        i % 3,
        new Date(now + (i === 5 ? -10 : 30 + i * 45) * DAY),
        `contact@${slug(name)}.example.com`,
        // Partners keep the '+' the admin's country select stores ('+91').
        `+${CALLING_CODES[i % CALLING_CODES.length]}`,
        `98${String(20000000 + i * 1111).padStart(8, '0')}`,
        i % 4 !== 3,
        updated,
        updated,
      ];
    }),
  );
  await insertMany(
    ctx.db,
    'business_partners',
    [
      'uuid',
      'name',
      'logo',
      'description',
      'link',
      'type',
      'expiry_date',
      'email_id',
      'country_code',
      'phone_number',
      'status',
      'created_at',
      'updated_at',
    ],
    partners,
  );

  const requests = await Promise.all(
    Array.from({ length: ctx.sizes.partnerRequests }, async (_, i) => {
      const { name, colour, description } = business(i + 3);
      const address = ADDRESSES[i % ADDRESSES.length] as (typeof ADDRESSES)[number];
      const updated = new Date(now - (i + 1) * 2 * DAY);
      return [
        randomUUID(),
        `${numbered(name, i)} Partners`,
        await ctx.image(`partner-request-${i + 1}`, colour),
        description,
        `https://${slug(name)}-${i + 1}.example.net`,
        address.addressLine1,
        address.addressLine2,
        address.city,
        address.state,
        address.country,
        String(411000 + i * 7),
        i % 3,
        i % 2 === 0 ? new Date(now + (60 + i * 10) * DAY) : null,
        `request${i + 1}@${slug(name)}.example.net`,
        Number(CALLING_CODES[i % CALLING_CODES.length]),
        `77${String(30000000 + i * 1313).padStart(8, '0')}`,
        false,
        updated,
        updated,
      ];
    }),
  );
  await insertMany(
    ctx.db,
    'business_partner_requests',
    [
      'uuid',
      'name',
      'logo',
      'description',
      'link',
      'address_line1',
      'address_line2',
      'city',
      'state',
      'country',
      'zip_code',
      'type',
      'expiry_date',
      'email_id',
      'country_code',
      'phone_number',
      'status',
      'created_at',
      'updated_at',
    ],
    requests,
  );

  const FIRST = ['Maya', 'Omar', 'Lena', 'Ravi', 'Sofia', 'Kemal', 'Jon', 'Asha'];
  const LAST = ['Patel', 'Smith', 'Yilmaz', 'Garcia', 'Rao', 'Chen', 'Brown', 'Kaya'];
  const vendors = Array.from({ length: ctx.sizes.vendors }, (_, i) => {
    const first = FIRST[i % FIRST.length] as string;
    const last = LAST[(i * 3) % LAST.length] as string;
    const address = ADDRESSES[i % ADDRESSES.length] as (typeof ADDRESSES)[number];
    const updated = new Date(now - (i + 1) * 5 * DAY);
    // Every third vendor has no bank details (the view shows N/A); iban and PayPal only on some.
    const banked = i % 3 !== 2;
    return [
      randomUUID(),
      `${first}'s ${business(i).name.split(' ')[0] ?? 'Wellness'} Store`,
      first,
      last,
      `${first.toLowerCase()}.${last.toLowerCase()}@vendors.example.com`,
      CALLING_CODES[i % CALLING_CODES.length],
      `66${String(40000000 + i * 1717).padStart(8, '0')}`,
      address.addressLine1,
      address.addressLine2 || null,
      address.city,
      address.state,
      address.country,
      String(10000 + i * 311),
      banked ? `${first} ${last}` : '',
      banked ? String(1000200030 + i * 7) : '',
      banked ? ['State Bank', 'First Bank', 'Ziraat Bankasi'][i % 3] : '',
      banked ? `${address.city} main branch` : '',
      i % 2 === 0 && banked ? `DE8937040044053201${String(3000 + i).padStart(4, '0')}` : '',
      banked ? `SWIFT${String(i).padStart(3, '0')}XX` : '',
      i % 2 === 1 ? `https://paypal.me/${first.toLowerCase()}${last.toLowerCase()}` : null,
      i % 4 === 0 ? 1 : 0,
      updated,
      updated,
    ];
  });
  await insertMany(
    ctx.db,
    'vendors',
    [
      'uuid',
      'store_name',
      'first_name',
      'last_name',
      'email',
      'country_code',
      'phone',
      'address_1',
      'address_2',
      'city',
      'state',
      'country',
      'zip_code',
      'account_name',
      'account_no',
      'bank_name',
      'bank_address',
      'iban',
      'swift_code',
      'paypal_link',
      'status',
      'created_at',
      'updated_at',
    ],
    vendors,
  );
}
