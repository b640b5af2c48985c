import { randomUUID } from 'node:crypto';
import { seededRecords, type SeedContext } from '../../seed/context.js';
import { insertMany } from '../../seed/insert.js';

/** The demo tiers (the documents' sample colours: starter green, explorer orange, champion purple); one retired. */
const TIERS = [
  {
    name: 'Starter',
    colour: '#4caf50',
    annualCost: 0,
    monthlyCost: null,
    sessions: 0,
    groups: 1,
    active: true,
  },
  {
    name: 'Explorer',
    colour: '#ff9800',
    annualCost: 120,
    monthlyCost: 12,
    sessions: 2,
    groups: 3,
    active: true,
  },
  {
    name: 'Champion',
    colour: '#9c27b0',
    annualCost: 300,
    monthlyCost: 30,
    sessions: 6,
    groups: 10,
    active: true,
  },
  {
    name: 'Legacy',
    colour: '#607d8b',
    annualCost: 90,
    monthlyCost: 9,
    sessions: 1,
    groups: 2,
    active: false,
  },
];

/** A seeded package, for the modules seeded after this one. */
export interface SeededPackage {
  uuid: string;
  name: string;
  colour: string;
  annualCost: number;
  isActive: boolean;
}

export const seededPackages = seededRecords<SeededPackage>('packages');

const BENEFITS = [
  'Monthly wellness events',
  'Wellness support groups',
  'Health hero mentoring',
  'Content library access',
  'Partner discounts',
  'Quarterly health check-in',
];

/** ctx.sizes.packages packages: the four tiers, then numbered extra tiers when more are asked for. */
export async function seedPackages(ctx: SeedContext): Promise<void> {
  const rows: unknown[][] = [];
  for (let i = 0; i < ctx.sizes.packages; i++) {
    const tier = TIERS[i] ?? {
      name: `Tier ${i + 1}`,
      colour: `#${ctx.random.int(0x202020, 0xdfdfdf).toString(16).padStart(6, '0')}`,
      annualCost: ctx.random.int(50, 500),
      monthlyCost: null,
      sessions: ctx.random.int(0, 8),
      groups: ctx.random.int(0, 10),
      active: ctx.random.chance(0.8),
    };
    const uuid = randomUUID();
    const image = await ctx.image(`package-${i + 1}`, tier.colour);
    const benefits = BENEFITS.slice(0, 2 + (i % (BENEFITS.length - 1)));
    rows.push([
      uuid,
      tier.name,
      image,
      tier.colour,
      tier.annualCost,
      tier.monthlyCost,
      benefits,
      tier.sessions,
      tier.groups,
      tier.active,
    ]);
    seededPackages(ctx).push({
      uuid,
      name: tier.name,
      colour: tier.colour,
      annualCost: tier.annualCost,
      isActive: tier.active,
    });
  }
  await insertMany(
    ctx.db,
    'packages',
    [
      'uuid',
      'name',
      'image',
      'colour',
      'annual_cost',
      'monthly_cost',
      'benefits',
      'number_of_health_hero_sessions',
      'number_of_wellness_support_groups',
      'is_active',
    ],
    rows,
  );
}
