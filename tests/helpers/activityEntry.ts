import type { ActivityEntry } from '../../src/components/activity/activityTypes';

/**
 * An activity log entry as the API serves it: admin@example.com changing member Ann's city, unless `overrides`
 * say otherwise.
 */
export const activityEntry = (overrides: Partial<ActivityEntry> = {}): ActivityEntry => ({
  id: '12',
  at: '2024-06-15T12:30:00.000Z',
  adminId: 'a-1',
  adminEmail: 'admin@example.com',
  action: 'update',
  resource: 'members',
  recordId: 'm-ann',
  label: 'Ann',
  changes: [{ field: 'city', before: 'Pune', after: 'Mumbai' }],
  ...overrides,
});
