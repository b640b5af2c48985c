import { randomUUID } from 'node:crypto';
import type { SeedContext } from '../../seed/context.js';
import { seededEvents } from '../events/seed.js';
import { insertMany } from '../../seed/insert.js';

const NAMES = ['EARLYBIRD', 'WELCOME10', 'HEART20', 'SPRING15', 'FRIENDS25', 'MEMBER30', 'SUMMER5', 'VIP50'];
const DAY = 24 * 3600_000;

/**
 * Promo codes on the paid active events (the promo form offers only those), active and inactive, most
 * expiring ahead and one already expired.
 */
export async function seedPromoCodes(ctx: SeedContext): Promise<void> {
  const events = seededEvents(ctx).filter((event) => event.status === 1 && event.price > 0);
  if (events.length === 0) return;
  const rows: unknown[][] = [];
  for (let i = 0; i < ctx.sizes.promoCodes; i++) {
    const event = events[i % events.length] as (typeof events)[number];
    const [row] = await ctx.db.query<{ membership_package: string }>(
      'SELECT membership_package FROM events WHERE uuid = $1',
      [event.uuid],
    );
    const name = `${NAMES[i % NAMES.length]}${i >= NAMES.length ? Math.floor(i / NAMES.length) : ''}`;
    const quantity = ctx.random.int(10, 100);
    const expiry = new Date(ctx.now.getTime() + (i === 3 ? -5 : ctx.random.int(5, 90)) * DAY);
    const created = new Date(ctx.now.getTime() - ctx.random.int(1, 30) * DAY);
    rows.push([
      randomUUID(),
      event.uuid,
      row?.membership_package ?? '',
      name,
      ctx.random.pick([5, 10, 15, 20, 25, 50]),
      quantity,
      ctx.random.int(0, Math.floor(quantity / 3)),
      expiry,
      i % 3 !== 2,
      `${name} for ${event.name}`,
      created,
      created,
    ]);
  }
  await insertMany(
    ctx.db,
    'promo_codes',
    [
      'uuid',
      'event_uuid',
      'membership_uuid',
      'name',
      'discount_amount',
      'quantity',
      'used',
      'expiry_date',
      'status',
      'description',
      'created_at',
      'updated_at',
    ],
    rows,
  );
}
