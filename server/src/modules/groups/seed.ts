import { randomUUID } from 'node:crypto';
import { seededRecords, type SeedContext } from '../../seed/context.js';
import { seededMembers } from '../members/seed.js';
import { seededPackages } from '../packages/seed.js';
import { insertMany } from '../../seed/insert.js';

/** A seeded group, for the modules seeded after this one. */
export interface SeededGroup {
  uuid: string;
  name: string;
}

export const seededGroups = seededRecords<SeededGroup>('groups');

const GROUPS = [
  { name: 'Heart Warriors', category: 'Heart Health', colour: '#e53935' },
  { name: 'Sugar Smart Circle', category: 'Diabetes', colour: '#1e88e5' },
  { name: 'Mindful Mornings', category: 'Behavioral Health', colour: '#8e24aa' },
  { name: 'Cancer Survivors Forum', category: 'Cancer', colour: '#f4511e' },
  { name: 'Golden Years Club', category: 'Senior Forum', colour: '#fdd835' },
  { name: 'Women in Wellness', category: 'Women Wellness', colour: '#d81b60' },
  { name: 'Youth Move Together', category: 'Youth Forum', colour: '#43a047' },
  { name: 'Plant Plate Friends', category: 'Diet', colour: '#7cb342' },
];

const PLACES = [
  { country: 'India', state: 'Maharashtra', city: 'Pune' },
  { country: 'United States', state: 'California', city: 'San Jose' },
  { country: 'India', state: 'Karnataka', city: 'Bengaluru' },
  { country: 'Türkiye', state: 'Istanbul', city: 'Istanbul' },
];

/**
 * Support groups with joined (active and deactivated) users, pending join requests and a leader; the last group
 * is unpublished and one is full, so every list state has something to show.
 */
export async function seedGroups(ctx: SeedContext): Promise<void> {
  const { random } = ctx;
  const packages = seededPackages(ctx).filter((p) => p.isActive);
  const named = seededMembers(ctx).filter((m) => m.name);
  if (packages.length === 0) return;
  const groups: unknown[][] = [];
  const requests: unknown[][] = [];
  let next = 0;
  /** Members taken in turn, so a member is in several groups only when there are few members. */
  const takeMember = () => named[next++ % Math.max(named.length, 1)];

  for (let i = 0; i < ctx.sizes.groups; i++) {
    const template = GROUPS[i % GROUPS.length] as (typeof GROUPS)[number];
    const name = i < GROUPS.length ? template.name : `${template.name} ${Math.floor(i / GROUPS.length) + 1}`;
    const place = random.pick(PLACES);
    const uuid = randomUUID();
    // Group 2 is full; group 3 has no pending request (the empty pending list).
    const isFull = i === 1;
    const joinedCount = isFull ? 4 : random.int(1, 5);
    const pendingCount = i === 2 ? 0 : random.int(1, 4);
    const users = new Set<string>();
    const members: string[] = [];
    const leader = takeMember();
    for (let j = 0; j < joinedCount + pendingCount && named.length > 0; j++) {
      const user = takeMember();
      if (!user || users.has(user.uuid) || user.uuid === leader?.uuid) continue;
      users.add(user.uuid);
      // The first rows joined (one of them deactivated in every other group); the rest wait for approval.
      const state = j < joinedCount ? !(j === 0 && i % 2 === 0) : null;
      if (state === true) members.push(user.uuid);
      requests.push([uuid, user.uuid, state, new Date(ctx.now.getTime() - (20 - j) * 86400_000)]);
    }
    if (leader) requests.push([uuid, leader.uuid, true, new Date(ctx.now.getTime() - 30 * 86400_000)]);
    const capacity = isFull ? members.length : members.length + random.int(5, 20);
    groups.push([
      uuid,
      name,
      `${name} meets every week to share experiences and support each other on the path to better ${template.category.toLowerCase()}.`,
      leader?.uuid ?? null,
      capacity,
      place.country,
      place.state,
      place.city,
      template.category,
      (packages[i % packages.length] as (typeof packages)[number]).uuid,
      await ctx.image(`group-${i + 1}`, template.colour),
      members,
      `https://meet.example.org/${name.toLowerCase().replace(/\s+/g, '-')}`,
      i !== ctx.sizes.groups - 1,
      new Date(ctx.now.getTime() - (60 - i) * 86400_000),
    ]);
    seededGroups(ctx).push({ uuid, name });
  }
  await insertMany(
    ctx.db,
    'support_groups',
    [
      'uuid',
      'name',
      'description',
      'group_leader',
      'number_of_members',
      'country',
      'state',
      'city',
      'group_category',
      'membership_package',
      'cover_image',
      'members',
      'group_link',
      'is_active',
      'created_at',
    ],
    groups,
  );
  await insertMany(
    ctx.db,
    'member_support_groups',
    ['support_group_uuid', 'user_uuid', 'is_active', 'created_at'],
    requests,
  );
}
