import type { SeedContext } from '../../seed/context.js';
import { seededEvents } from '../events/seed.js';
import { seededGroups } from '../groups/seed.js';
import { seededMembers } from '../members/seed.js';
import { seededPackages } from '../packages/seed.js';
import { insertMany } from '../../seed/insert.js';

const CITIES = ['Pune', 'Mumbai', 'Austin', 'Lisbon', 'Istanbul', 'Toronto'];
const DAY = 86_400_000;

/**
 * A month of demo activity (issue #18) by the seeded admin, so the Activity page and the History panels of the
 * seeded members, packages, events and groups are not empty: member moves, package toggles, event and group
 * changes, and sign-ins. Written as the log records them (changes as before → after, no secret).
 */
export async function seedActivity(ctx: SeedContext): Promise<void> {
  const [admin] = await ctx.db.query<{ uuid: string; email: string }>(
    'SELECT uuid, email FROM admins ORDER BY email LIMIT 1',
  );
  const [members, packages, events, groups] = [
    seededMembers(ctx),
    seededPackages(ctx),
    seededEvents(ctx),
    seededGroups(ctx),
  ];
  const entry = (
    daysAgo: number,
    action: string,
    resource: string,
    record: { uuid: string; name: string } | null,
    changes: unknown[],
  ) => [
    new Date(ctx.now.getTime() - daysAgo * DAY - ctx.random.int(0, DAY / 2)),
    admin?.uuid ?? null,
    admin?.email ?? null,
    action,
    resource,
    record?.uuid ?? admin?.uuid ?? null,
    record?.name ?? admin?.email ?? null,
    JSON.stringify(changes),
  ];
  const rows: unknown[][] = [];
  for (let day = 30; day >= 1; day--) {
    rows.push(entry(day, 'signIn', 'admins', null, []));
    const member = members.length ? ctx.random.pick(members) : undefined;
    if (member) {
      const [before, after] = [ctx.random.pick(CITIES), ctx.random.pick(CITIES)];
      if (before !== after)
        rows.push(entry(day, 'update', 'members', member, [{ field: 'city', before, after }]));
    }
    const pkg = day % 7 === 0 && packages.length ? ctx.random.pick(packages) : undefined;
    if (pkg) {
      rows.push(
        entry(day, 'status', 'packages', pkg, [
          { field: 'isActive', before: pkg.isActive, after: !pkg.isActive },
        ]),
      );
      rows.push(
        entry(day, 'status', 'packages', pkg, [
          { field: 'isActive', before: !pkg.isActive, after: pkg.isActive },
        ]),
      );
    }
    const event = day % 5 === 0 && events.length ? ctx.random.pick(events) : undefined;
    if (event) {
      rows.push(
        entry(day, 'update', 'events', event, [
          { field: 'price', before: event.price + 5, after: event.price },
        ]),
      );
    }
    const group = day % 6 === 0 && groups.length ? ctx.random.pick(groups) : undefined;
    if (group) {
      const [before, after] = [ctx.random.pick(CITIES), ctx.random.pick(CITIES)];
      if (before !== after)
        rows.push(entry(day, 'update', 'groups', group, [{ field: 'city', before, after }]));
    }
  }
  await insertMany(
    ctx.db,
    'activity',
    ['at', 'admin_uuid', 'admin_email', 'action', 'resource', 'record_id', 'label', 'changes'],
    rows,
  );
}
