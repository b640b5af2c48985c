import { randomUUID } from 'node:crypto';
import type { SeedContext } from '../../seed/context.js';
import { seededMembers } from '../members/seed.js';
import { seededPackages } from '../packages/seed.js';
import { insertMany } from '../../seed/insert.js';
import { storeSeedFile } from '../../seed/seedFiles.js';

const DISEASES = ['Behavioral Health', 'Cancer', 'Diabetes', 'Diet', 'Heart Health', 'Lifestyle'];
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const AGE_BRACKETS = ['Elderly', 'Senior', 'Matured', 'Youth'];
const CATEGORIES = ['Combat', 'Exemplary', 'Reversal', 'Doctor'];
const COLOURS = ['#00897b', '#5e35b1', '#fb8c00', '#3949ab', '#c0ca33', '#6d4c41'];
const PURPOSES = ['Diet plan after diagnosis', 'Coping with treatment', 'Getting back to exercise', 'Stress'];
const DAY = 86400_000;

/**
 * A stand-in video: an MP4 `ftyp` header and nothing else. Enough for lists and links; a browser will not play it.
 */
const STUB_MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(12)]);
const STUB_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

/** A random non-empty subset of `items`, in their order, of at most `max` entries. */
function subset(ctx: SeedContext, items: string[], max: number) {
  const chosen = items.filter(() => ctx.random.chance(0.4)).slice(0, max);
  return chosen.length ? chosen : [ctx.random.pick(items)];
}

/**
 * Health heroes (the last one inactive) with pending, approved and rejected session requests, spotlight videos
 * (one untitled, which the client hides) and hero applications from other members.
 */
export async function seedHeroes(ctx: SeedContext): Promise<void> {
  const { random } = ctx;
  const packages = seededPackages(ctx).filter((p) => p.isActive);
  const named = seededMembers(ctx).filter((m) => m.name);
  if (packages.length === 0 || named.length === 0) return;
  const heroCount = Math.min(ctx.sizes.heroes, named.length);
  const heroes: unknown[][] = [];
  const sessions: unknown[][] = [];
  const videos: unknown[][] = [];

  for (let i = 0; i < heroCount; i++) {
    const member = named[i] as (typeof named)[number];
    const uuid = randomUUID();
    const diseases = subset(ctx, DISEASES, 2);
    const created = new Date(ctx.now.getTime() - (90 - i * 7) * DAY);
    heroes.push([
      uuid,
      member.uuid,
      member.name,
      AGE_BRACKETS[i % AGE_BRACKETS.length],
      await ctx.image(`hero-${i + 1}`, COLOURS[i % COLOURS.length] as string),
      CATEGORIES[i % CATEGORIES.length],
      `${random.int(2, 15)} years living well after ${(diseases[0] as string).toLowerCase()} challenges.`,
      diseases,
      subset(ctx, DISEASES, 3),
      DAYS.filter((_, d) => (d + i) % 3 === 0),
      random.int(2, 10),
      i % 2 === 0 ? 'online' : 'on-site',
      (packages[i % packages.length] as (typeof packages)[number]).uuid,
      'I want others to know they are not alone.',
      i !== heroCount - 1,
      created,
      created,
    ]);

    // Session requests from other members: pending (null), approved (true) and one rejected (false).
    const states: (boolean | null)[] =
      i === 2 ? [true] : [null, null, true, true, false].slice(0, random.int(3, 5));
    states.forEach((state, k) => {
      const requester = named[(heroCount + i * 5 + k) % named.length] as (typeof named)[number];
      const when = new Date(ctx.now.getTime() + (state === null ? k + 2 : k - 3) * DAY);
      when.setUTCHours(9 + k, 30, 0, 0);
      sessions.push([
        randomUUID(),
        requester.uuid,
        uuid,
        requester.name,
        requester.email,
        when,
        when,
        random.pick(PURPOSES),
        k % 2 === 0 ? 'None' : 'Sleeps badly',
        i % 2 === 0 ? 'online' : 'on-site',
        state,
      ]);
    });

    // Spotlight videos for the first heroes; the second video of hero 1 has no title.
    for (let v = 0; v < (i < 3 ? 2 - (i % 2) : 0); v++) {
      const video = await storeSeedFile(ctx.files, 'spotlight', `seed-hero-${i + 1}-${v + 1}.mp4`, STUB_MP4);
      videos.push([uuid, i === 0 && v === 1 ? null : `${member.name}: my story, part ${v + 1}`, video]);
    }
  }

  await insertMany(
    ctx.db,
    'health_heroes',
    [
      'uuid',
      'user_uuid',
      'name',
      'age_bracket',
      'image',
      'category',
      'experience',
      'disease_type',
      'area_of_mentoring',
      'preferrable_days',
      'number_of_hours',
      'mentoring_channel',
      'membership_package',
      'reason_for_mentoring',
      'is_active',
      'created_at',
      'updated_at',
    ],
    heroes,
  );
  await insertMany(
    ctx.db,
    'user_health_heroes',
    [
      'uuid',
      'user_uuid',
      'health_hero_uuid',
      'name',
      'email',
      'session_date',
      'session_time',
      'session_purpose',
      'other_problems',
      'consultation',
      'is_active',
    ],
    sessions,
  );
  await insertMany(ctx.db, 'hero_spotlight_videos', ['hero_uuid', 'title', 'video'], videos);
  await seedApplications(ctx, heroCount);
}

/** Hero applications from members who are not heroes; half carry a document. */
async function seedApplications(ctx: SeedContext, heroCount: number) {
  const named = seededMembers(ctx).filter((m) => m.name);
  const applicants = named.slice(heroCount, heroCount + 4);
  const packages = seededPackages(ctx);
  const story = await storeSeedFile(ctx.files, 'seed', 'application-story.mp4', STUB_MP4);
  const documents = await storeSeedFile(ctx.files, 'seed', 'application-documents.pdf', STUB_PDF);
  const rows = await Promise.all(
    applicants.map(async (member, k) => {
      const created = new Date(ctx.now.getTime() - (k * 9 + 1) * DAY);
      return [
        randomUUID(),
        member.uuid,
        `98765${String(43210 + k)}`,
        await ctx.image(`application-${k + 1}`, COLOURS[(k + 2) % COLOURS.length] as string),
        k === 3 ? '' : story,
        k % 2 === 0 ? documents : null,
        AGE_BRACKETS[k % AGE_BRACKETS.length],
        CATEGORIES[(k + 1) % CATEGORIES.length],
        DISEASES[k % DISEASES.length],
        ctx.random.int(2, 8),
        ['online', 'on-site', 'both'][k % 3],
        (packages[k % Math.max(packages.length, 1)] ?? { uuid: '' }).uuid,
        'I beat it and want to pass it on.',
        false,
        created,
        created,
      ];
    }),
  );
  await insertMany(
    ctx.db,
    'health_hero_registrations',
    [
      'uuid',
      'user_uuid',
      'mobile',
      'image',
      'upload_story',
      'upload_documents',
      'age_group',
      'category',
      'area_of_mentoring',
      'number_of_hours',
      'mentoring_channel',
      'membership_package',
      'reason_for_mentoring',
      'is_active',
      'created_at',
      'updated_at',
    ],
    rows,
  );
}
