import { describe, expect, it } from 'vitest';
import { navigation, navigationOf, navigationPages } from '../../src/layout/navigation';
import { defineResource } from '../../src/resources/defineResource';

const Icon = () => null;

/** Spec 1 §2's menu: its entries and groups, in order. */
const SPEC_MENU = [
  'dashboard',
  'packages',
  'members',
  'payments',
  {
    events: [
      'events-upcoming',
      'events-draft',
      'events-ongoing',
      'events-past',
      'events-cancel',
      'promo-codes',
    ],
  },
  { 'content-library': ['multimedia', 'documents'] },
  'groups',
  { 'health-hero': ['heroes', 'spotlight-videos', 'hero-applications'] },
  { 'market-place': ['partners', 'vendors'] },
  'vouchers',
  'faqs',
  'requests',
  'activity',
];
const SPEC_IDS = new Set(
  SPEC_MENU.flatMap((entry) =>
    typeof entry === 'string' ? [entry] : Object.entries(entry).flatMap(([group, ids]) => [group, ...ids]),
  ),
);

describe('navigation', () => {
  it("holds spec 1 §2's menu, built from the resources' descriptors: entries, groups and URLs in order", () => {
    // A resource added since (docs/adding-a-resource.md) places its own entries among these: they are left out.
    const isSpecs = (item: { id: string }) => SPEC_IDS.has(item.id);
    const tree = navigation
      .filter(isSpecs)
      .map((item) =>
        item.children ? { [item.id]: item.children.filter(isSpecs).map((child) => child.id) } : item.id,
      );
    expect(tree).toEqual(SPEC_MENU);
    const urls = Object.fromEntries(navigationPages().map((page) => [page.id, page.url]));
    expect(urls).toMatchObject({
      payments: '/admin/payments',
      'events-cancel': '/admin/events/cancel',
      'promo-codes': '/admin/promoCodes',
      requests: '/admin/partnerRequests',
    });
  });

  it("places a new resource's entry by its order, at the top level or in its group, with its own icon", () => {
    const notes = defineResource({
      name: 'notes',
      icon: Icon,
      menu: [{ title: 'app.notes.menu', order: 95 }],
    });
    const clips = defineResource({
      name: 'clips',
      icon: Icon,
      menu: [{ title: 'app.clips.menu', order: 15, group: 'content-library' }],
    });
    const first = defineResource({
      name: 'first',
      icon: Icon,
      menu: [{ title: 'app.first.menu', order: 5 }],
    });
    const tree = navigationOf([notes, clips, first]);
    expect(tree.map((item) => item.id)).toEqual(['dashboard', 'first', 'content-library', 'notes']);
    expect(tree[3]).toMatchObject({ url: '/admin/notes', icon: Icon, title: 'app.notes.menu' });
    expect(tree[2].children?.map((item) => item.url)).toEqual(['/admin/clips']);
  });
});
