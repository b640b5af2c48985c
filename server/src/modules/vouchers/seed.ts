import { randomUUID } from 'node:crypto';
import type { SeedContext } from '../../seed/context.js';
import { seededPackages } from '../packages/seed.js';
import { insertMany } from '../../seed/insert.js';

const OFFERS = [
  ['Spa Day', 'Calm Spa'],
  ['Gym Pass', 'FitLife Gyms'],
  ['Organic Basket', 'Green Grocer'],
  ['Yoga Month', 'Lotus Studio'],
  ['Health Check', 'CarePlus Clinics'],
  ['Running Shoes', 'Stride Sports'],
] as const;
const COLOURS = ['#26a69a', '#7e57c2', '#66bb6a', '#ec407a', '#42a5f5', '#ffa726'];
const DAY = 24 * 3600_000;

/** Vouchers with cover images, flat and percent discounts, active and inactive, all expiring ahead. */
export async function seedVouchers(ctx: SeedContext): Promise<void> {
  const packages = seededPackages(ctx);
  const rows: unknown[][] = [];
  for (let i = 0; i < ctx.sizes.vouchers; i++) {
    const [offer, company] = OFFERS[i % OFFERS.length] as (typeof OFFERS)[number];
    const percent = i % 2 === 0;
    rows.push([
      randomUUID(),
      `${offer}${i >= OFFERS.length ? ` ${Math.floor(i / OFFERS.length) + 1}` : ''}`,
      company,
      packages[i % Math.max(1, packages.length)]?.uuid ?? '',
      `${offer} at ${company} for members.`,
      percent ? '%' : 'Flat',
      percent ? ctx.random.pick([10, 15, 20, 25]) : ctx.random.pick([5, 20, 50]),
      new Date(ctx.now.getTime() + ctx.random.int(15, 365) * DAY),
      `${company.split(' ')[0]?.toUpperCase()}${String(i + 1).padStart(3, '0')}`,
      ctx.random.int(0, 200),
      'One voucher per member. Not exchangeable for cash.',
      i % 4 !== 3,
      await ctx.image(`voucher-${i + 1}`, COLOURS[i % COLOURS.length] as string),
    ]);
  }
  await insertMany(
    ctx.db,
    'vouchers',
    [
      'uuid',
      'name',
      'company_name',
      'membership_package',
      'description',
      'discount_type',
      'discount',
      'expiry_date',
      'voucher_code',
      'number_of_vouchers',
      'terms_and_conditions',
      'is_active',
      'cover_image',
    ],
    rows,
  );
}
