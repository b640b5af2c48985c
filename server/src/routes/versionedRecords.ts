import type { AppContext } from '../context.js';
import { viewContent } from '../services/content.js';
import { viewEvent } from '../services/events.js';
import { listFaqs } from '../services/faqs.js';
import { viewGroup } from '../services/groups.js';
import { viewHero } from '../services/heroes.js';
import { viewPartner } from '../services/marketplace.js';
import { viewMember } from '../services/members.js';
import { viewPackage } from '../services/packages.js';
import { viewProfile } from '../services/profile.js';
import { listPromoCodes } from '../services/promoCodes.js';
import { listVouchers } from '../services/vouchers.js';

/**
 * The records an administrator edits in a form, with the routes that change one of them (issue 29: no silent
 * overwrites). Each answers its views and updates with the record's ETag and refuses an update whose `If-Match`
 * names an older version with 409 and the record as it now is (http/recordVersions.ts). Paths are as mounted
 * under /v1.
 */
export interface VersionedRecords {
  /** The table holding them; its `uuid` column names a record. */
  table: string;
  /** Routes changing one record, named by the body's `uuid` (or, with `ownRecord`, the signed-in admin). */
  updates: readonly string[];
  /** Single-record reads (their answers carry the ETag). */
  views: readonly string[];
  /**
   * Where the contract has no single-record read: the lists the records are read from, each row answered with its
   * version as `etag` (the value a view's ETag would have), so the update can send it as If-Match.
   */
  lists?: readonly string[];
  /** The record is the signed-in admin (the profile): no uuid is sent. */
  ownRecord?: boolean;
  /** The record as its view (or its list, where the contract has no view) answers it: the body of a 409. */
  current(ctx: AppContext, uuid: string): Promise<unknown>;
}

/** Where the contract has no single-record read, the record as its list answers it. */
const fromList =
  (list: (ctx: AppContext) => Promise<{ uuid?: unknown }[]>) => async (ctx: AppContext, uuid: string) =>
    (await list(ctx)).find((record) => record.uuid === uuid) ?? null;

export const VERSIONED_RECORDS: readonly VersionedRecords[] = [
  {
    table: 'packages',
    updates: ['/admin/package/update', '/admin/package/status/update'],
    views: ['/admin/package/view'],
    current: (ctx, uuid) => viewPackage(ctx, uuid),
  },
  {
    table: 'users',
    updates: ['/admin/members/update', '/admin/members/status/update'],
    views: ['/admin/members/view'],
    current: (ctx, uuid) => viewMember(ctx, uuid),
  },
  {
    table: 'events',
    updates: ['/admin/event/update', '/admin/event/change/status', '/admin/event/cancel'],
    views: ['/admin/event/view'],
    current: (ctx, uuid) => viewEvent(ctx, uuid),
  },
  {
    table: 'promo_codes',
    updates: ['/admin/event/voucher/update'],
    views: [],
    lists: ['/admin/event/voucher/list'],
    current: fromList(listPromoCodes),
  },
  {
    table: 'content_items',
    updates: [
      '/admin/contentLibrary/media/update',
      '/admin/contentLibrary/podcast/updateScenario1',
      '/admin/contentLibrary/video/saveMedia',
      '/admin/contentLibrary/podcast/upload',
      '/admin/contentLibrary/status/update',
      '/admin/contentLibrary/document/update',
    ],
    views: ['/admin/contentLibrary/view', '/admin/contentLibrary/document/view'],
    current: (ctx, uuid) => viewContent(ctx, uuid, 'notFound'),
  },
  {
    table: 'vouchers',
    updates: ['/admin/voucher/update'],
    views: [],
    lists: ['/admin/voucher/list'],
    current: fromList(listVouchers),
  },
  {
    table: 'support_groups',
    updates: ['/admin/supportGroup/update', '/admin/supportGroup/status/update'],
    views: ['/admin/supportGroup/view'],
    current: (ctx, uuid) => viewGroup(ctx, uuid),
  },
  {
    table: 'health_heroes',
    updates: ['/admin/healthHero/update', '/admin/healthHero/status/update'],
    views: ['/admin/healthHero/view'],
    current: (ctx, uuid) => viewHero(ctx, uuid),
  },
  {
    table: 'business_partners',
    updates: ['/admin/business/update'],
    views: ['/admin/business/view'],
    current: (ctx, uuid) => viewPartner(ctx, uuid),
  },
  {
    table: 'faqs',
    updates: ['/admin/faqs/update'],
    views: [],
    lists: ['/admin/faqs/list'],
    current: fromList(listFaqs),
  },
  {
    table: 'admins',
    updates: ['/admin/profile/update'],
    views: ['/admin/profile/view'],
    ownRecord: true,
    current: (ctx, uuid) => viewProfile(ctx, uuid),
  },
];
