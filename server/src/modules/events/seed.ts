import { randomUUID } from 'node:crypto';
import { seededRecords, type SeedContext } from '../../seed/context.js';
import { seededMembers } from '../members/seed.js';
import { seededPackages } from '../packages/seed.js';
import { insertMany } from '../../seed/insert.js';

/** The documents' twelve categories, shared by events and the content library. */
export const CATEGORIES = [
  'Behavioral Health',
  'Cancer',
  'Corporate Wellness',
  'Diet',
  'Diabetes',
  'Health Heroes',
  'Heart Health',
  'Lifestyle',
  'Senior Forum',
  'Women Wellness',
  'WSGs',
  'Youth Forum',
] as const;

const TOPICS = [
  'Mindful Mornings',
  'Healthy Heart Walk',
  'Sugar Smart',
  'Stress Less',
  'Eat the Rainbow',
  'Sleep Well',
];
const VENUES = [
  'Community Hall, Pune',
  'Riverside Park Pavilion',
  'City Library Auditorium',
  'Wellness Centre, Room 2',
];
const SPEAKERS = [
  ['Dr. Asha Rao', 'Cardiologist'],
  ['Mark Fenton', 'Nutritionist'],
  ['Lina Okafor', 'Yoga Instructor'],
  ['Dr. Wei Chen', 'Endocrinologist'],
  ['Sara Malik', 'Psychologist'],
] as const;

type Phase = 'upcoming' | 'ongoing' | 'past' | 'draft' | 'cancelled';
/** Every phase appears; upcoming and past a little more often, as in real use. */
const PHASE_CYCLE: Phase[] = ['upcoming', 'ongoing', 'past', 'draft', 'cancelled', 'upcoming', 'past'];

/** A seeded event, for the modules seeded after this one. */
export interface SeededEvent {
  uuid: string;
  name: string;
  price: number;
  status: number;
}

export const seededEvents = seededRecords<SeededEvent>('events');

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** Start and end of an event in the phase, relative to the seed's now (ongoing events run for days). */
function timesFor(ctx: SeedContext, phase: Phase): [Date, Date] {
  const now = ctx.now.getTime();
  const hours = ctx.random.int(1, 3) * HOUR;
  const start =
    phase === 'ongoing'
      ? now - ctx.random.int(1, 2) * DAY
      : phase === 'past'
        ? now - ctx.random.int(2, 90) * DAY
        : phase === 'cancelled'
          ? now + ctx.random.int(-20, 20) * DAY
          : now + ctx.random.int(1, 60) * DAY;
  const end = phase === 'ongoing' ? now + ctx.random.int(1, 3) * DAY : start + hours;
  return [new Date(Math.round(start / HOUR) * HOUR), new Date(Math.round(end / HOUR) * HOUR)];
}

/**
 * Events in every phase with speakers, registrations of seeded members and the registration-fee payments
 * those members made (table `payments`).
 */
export async function seedEvents(ctx: SeedContext): Promise<void> {
  const { random } = ctx;
  const packages = seededPackages(ctx);
  const members = seededMembers(ctx);
  const speakerImages = await Promise.all(
    SPEAKERS.map((_, i) =>
      ctx.image(`speaker-${i + 1}`, ['#5c6bc0', '#26a69a', '#ef6c00', '#8d6e63', '#ab47bc'][i] ?? '#607d8b'),
    ),
  );
  const events: unknown[][] = [];
  const speakers: unknown[][] = [];
  const registrations: unknown[][] = [];
  const payments: unknown[][] = [];

  for (let i = 0; i < ctx.sizes.events; i++) {
    const phase = PHASE_CYCLE[i % PHASE_CYCLE.length] as Phase;
    const uuid = randomUUID();
    const category = CATEGORIES[i % CATEGORIES.length] as string;
    const name = `${TOPICS[i % TOPICS.length]} ${Math.floor(i / TOPICS.length) + 1}`;
    const [start, end] = timesFor(ctx, phase);
    const online = random.chance(0.5);
    const zoomId = online ? String(10_000_000_000 + i) : null;
    const price = random.pick([0, 10, 25, 40]);
    const status = phase === 'draft' ? 2 : phase === 'cancelled' ? 0 : 1;
    const pkg = packages.length ? packages[i % packages.length] : undefined;
    const colour = pkg?.colour ?? '#42a5f5';
    const created = new Date(Math.min(start.getTime(), ctx.now.getTime()) - random.int(10, 40) * DAY);
    events.push([
      uuid,
      name,
      `${name}: a ${category.toLowerCase()} session for members and guests.`,
      await ctx.image(`event-${i + 1}`, colour),
      price,
      start,
      end,
      Math.round((end.getTime() - start.getTime()) / 60_000),
      online ? 'online' : 'on-site',
      online ? random.pick(['webinar', 'meeting']) : null,
      zoomId,
      online ? `https://meet.example.com/j/${zoomId}` : random.pick(VENUES),
      category,
      pkg?.uuid ?? '',
      online ? '' : `https://register.example.com/events/${i + 1}`,
      status,
      !(phase === 'ongoing' && i % 2 === 1),
      created,
      created,
    ]);
    seededEvents(ctx).push({ uuid, name, price, status });

    for (let s = 0; s < random.int(0, 3); s++) {
      const index = (i + s) % SPEAKERS.length;
      const [speaker, designation] = SPEAKERS[index] as (typeof SPEAKERS)[number];
      speakers.push([
        uuid,
        speaker,
        designation,
        `${speaker} shares practical advice.`,
        '',
        speakerImages[index],
      ]);
    }

    if (phase === 'draft' || members.length === 0) continue;
    const attendees = new Set(Array.from({ length: random.int(0, 8) }, () => random.pick(members)));
    for (const member of attendees) {
      const quantity = random.int(1, 3);
      const isActive = phase !== 'cancelled' && random.chance(0.85);
      const registered = new Date(created.getTime() + random.int(1, 9) * DAY);
      registrations.push([randomUUID(), member.uuid, uuid, quantity, isActive, registered, registered]);
      if (price === 0) continue;
      const total = price * quantity;
      payments.push([
        randomUUID(),
        `TXN-EV-${String(payments.length + 1).padStart(5, '0')}`,
        true,
        member.uuid,
        uuid,
        registered,
        random.pick(['Stripe', 'Net Banking']),
        total,
        0,
        total,
        false,
        'Event registration fee',
        registered,
        registered,
      ]);
    }
  }

  await insertMany(
    ctx.db,
    'events',
    [
      'uuid',
      'name',
      'description',
      'image',
      'price',
      'start_time',
      'end_time',
      'duration',
      'event_mode',
      'meeting_type',
      'zoom_event_id',
      'event_link',
      'event_category',
      'membership_package',
      'registration_link',
      'status',
      'allow_registration',
      'created_at',
      'updated_at',
    ],
    events,
  );
  await insertMany(
    ctx.db,
    'event_speakers',
    ['event_uuid', 'name', 'designation', 'description', 'linked_in_profile', 'image'],
    speakers,
  );
  await insertMany(
    ctx.db,
    'event_registrations',
    ['uuid', 'user_uuid', 'event_uuid', 'quantity', 'is_active', 'created_at', 'updated_at'],
    registrations,
  );
  await insertMany(
    ctx.db,
    'payments',
    [
      'uuid',
      'transaction_id',
      'status',
      'user_uuid',
      'event_uuid',
      'transaction_date',
      'type',
      'amount',
      'discount_amount',
      'total',
      'is_credit',
      'remarks',
      'created_at',
      'updated_at',
    ],
    payments,
  );
}
