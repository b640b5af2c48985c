import { randomUUID } from 'node:crypto';
import type { SeedContext } from '../../seed/context.js';
import { seededMembers } from '../members/seed.js';
import { seededPackages } from '../packages/seed.js';
import { insertMany } from '../../seed/insert.js';

const DAY = 86_400_000;

/** Credits (refunds, goodwill) and debits that carry remarks, shown as the transaction summary. */
const CREDITS = ['Refund for a cancelled session', 'Goodwill credit', 'Loyalty points redeemed'];
const DEBITS = ['Replacement membership card', 'Late renewal fee', 'Workshop materials'];

const COLUMNS = [
  'uuid',
  'transaction_id',
  'status',
  'user_uuid',
  'package_uuid',
  'package_term',
  'transaction_date',
  'type',
  'amount',
  'discount_amount',
  'total',
  'is_credit',
  'remarks',
  'created_at',
  'updated_at',
];

/**
 * ctx.sizes.transactions payments of the seeded members: mostly membership subscriptions, some credits and debits
 * with remarks. Status: about 70 % paid (true), 15 % failed (false), 15 % pending (NULL, the documents' third
 * state). Event registration fees are left to the events seeder, which knows the events.
 */
export async function seedPayments(ctx: SeedContext): Promise<void> {
  const { random, now } = ctx;
  const members = seededMembers(ctx);
  if (members.length === 0) return;
  const packages = seededPackages(ctx);
  const rows: unknown[][] = [];
  const hex = () => random.int(0, 0xffffffff).toString(16).padStart(8, '0');
  for (let i = 0; i < ctx.sizes.transactions; i++) {
    const member = random.pick(members);
    const at = new Date(now.getTime() - random.int(0, 700) * DAY - random.int(0, DAY - 1));
    const roll = random.next();
    const status = roll < 0.7 ? true : roll < 0.85 ? false : null;
    const kind =
      packages.length > 0 && random.chance(0.7) ? 'subscription' : random.chance(0.5) ? 'credit' : 'debit';
    const pkg = kind === 'subscription' ? random.pick(packages) : undefined;
    const amount = pkg ? pkg.annualCost : random.int(5, 80);
    const discount = pkg && random.chance(0.2) ? Math.round(amount * 0.1) : 0;
    rows.push([
      randomUUID(),
      `txn_${hex()}${hex()}`,
      status,
      member.uuid,
      pkg?.uuid ?? null,
      pkg ? 'annual' : null,
      at,
      random.chance(0.8) ? 'Stripe' : 'Net Banking',
      amount,
      discount,
      amount - discount,
      kind === 'credit',
      kind === 'credit' ? random.pick(CREDITS) : kind === 'debit' ? random.pick(DEBITS) : null,
      at,
      at,
    ]);
  }
  await insertMany(ctx.db, 'payments', COLUMNS, rows);
}
