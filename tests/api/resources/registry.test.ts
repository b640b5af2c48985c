import { describe, expect, it } from 'vitest';
import { registry } from '../../../src/api/resources';

/** The resource names of docs/architecture.md. */
const NAMES = [
  'packages',
  'members',
  'transactions',
  'payments',
  'events',
  'speakers',
  'registrations',
  'promoCodes',
  'multimedia',
  'documents',
  'vouchers',
  'groups',
  'groupRequests',
  'groupMembers',
  'heroes',
  'heroSessionRequests',
  'heroRegisteredUsers',
  'heroApplications',
  'spotlightVideos',
  'partners',
  'partnerRequests',
  'vendors',
  'faqs',
  'countries',
  'profile',
];

describe('registry', () => {
  it('holds exactly the resources of docs/architecture.md, each under its own name', () => {
    expect(Object.keys(registry).sort()).toEqual([...NAMES].sort());
    for (const [key, entry] of Object.entries(registry)) expect(entry.name).toBe(key);
  });

  it('gives every list its search fields', () => {
    for (const entry of Object.values(registry)) {
      if (entry.list) expect(entry.search?.length, entry.name).toBeGreaterThan(0);
    }
  });

  it('uses relative /admin paths (apiUrl ends in /v1), the country list being the public exception', () => {
    const paths = Object.values(registry).flatMap((entry) => [
      entry.list?.request({}).path,
      entry.one?.request('x').path,
      entry.create?.request.path,
      entry.update?.request.path,
      entry.status?.request.path,
      entry.remove?.request.path,
      ...Object.values(entry.actions ?? {}).map((action) => action.request.path),
    ]);
    for (const path of paths.filter(Boolean)) expect(path).toMatch(/^\/(admin\/|country\/list$)/);
  });
});
