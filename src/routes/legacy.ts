/**
 * THE redirect table: every URL the three spec documents name whose screen lives elsewhere under
 * react-admin's resource URLs (docs/architecture.md), so old bookmarks and links keep working.
 * Rows are mounted in the app's router before /admin/*, so a redirect needs neither react-admin nor a session.
 */
import { generatePath, type Params } from 'react-router';

/** Where a legacy URL leads: a path pattern over the same params, or a function of them and of location.state. */
type LegacyTarget = string | ((params: Params, state: unknown) => string);

export interface LegacyRoute {
  /** The spec URL (react-router pattern). */
  from: string;
  to: LegacyTarget;
}

const idOf = (value: unknown): string | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const { uuid, id } = value as { uuid?: unknown; id?: unknown };
  const found = uuid ?? id;
  return typeof found === 'string' || typeof found === 'number' ? String(found) : undefined;
};

/**
 * Edit screens the old app opened with the record in navigation state instead of the URL
 * (/admin/voucher/edit, /admin/faq/edit, /admin/events/promo/code/edit): the record's uuid picks the
 * edit URL; without state (a bookmark) the list is the best the URL can say.
 */
const recordFromState =
  (listPath: string): LegacyTarget =>
  (_params, state) => {
    const id = idOf((state as { record?: unknown } | null)?.record) ?? idOf(state);
    return id ? `${listPath}/${encodeURIComponent(id)}` : listPath;
  };

export const legacyRoutes: LegacyRoute[] = [
  // Shell (spec 1 §2)
  { from: '/dashboard', to: '/admin/dashboard' },
  { from: '/admin', to: '/admin/dashboard' },
  // Packages, members, transactions (spec 1 §2)
  { from: '/admin/package/create', to: '/admin/packages/create' },
  { from: '/admin/package/:id/edit', to: '/admin/packages/:id' },
  { from: '/admin/member/create', to: '/admin/members/create' },
  { from: '/admin/member/:id/edit', to: '/admin/members/:id' },
  { from: '/admin/member/:id/transaction/summary', to: '/admin/members/:id/transactions' },
  { from: '/admin/transaction/summary', to: '/admin/payments' },
  // Events, promo codes (spec 2 §2)
  { from: '/admin/events', to: '/admin/events/upcoming' },
  { from: '/admin/event/create', to: '/admin/events/create' },
  { from: '/admin/event/:id/edit', to: '/admin/events/:id' },
  { from: '/admin/event/:id/speakers', to: '/admin/events/:id/speakers' },
  { from: '/admin/event/:id/speaker/create', to: '/admin/events/:id/speakers/create' },
  { from: '/admin/event/:id/listOfRegisteredUser', to: '/admin/events/:id/registrations' },
  { from: '/admin/events/promo/codes', to: '/admin/promoCodes' },
  { from: '/admin/events/promo/code/create', to: '/admin/promoCodes/create' },
  { from: '/admin/events/promo/code/edit', to: recordFromState('/admin/promoCodes') },
  // Content library (spec 2 §2)
  { from: '/admin/contentLibrary/multimedias', to: '/admin/multimedia' },
  { from: '/admin/contentLibrary/multimedia/create', to: '/admin/multimedia/create' },
  { from: '/admin/contentLibrary/multimedia/:id/edit', to: '/admin/multimedia/:id' },
  { from: '/admin/contentLibrary/multimedia/:id/upload', to: '/admin/multimedia/:id/upload' },
  { from: '/admin/contentLibrary/documents', to: '/admin/documents' },
  { from: '/admin/contentLibrary/document/create', to: '/admin/documents/create' },
  { from: '/admin/contentLibrary/document/:id/edit', to: '/admin/documents/:id' },
  // Vouchers (spec 2 §2)
  { from: '/admin/voucher/create', to: '/admin/vouchers/create' },
  { from: '/admin/voucher/edit', to: recordFromState('/admin/vouchers') },
  // Wellness support groups (spec 3 §2)
  { from: '/admin/wsgs', to: '/admin/groups' },
  { from: '/admin/wsgs/groupList', to: '/admin/groups' },
  { from: '/admin/wsgs/create', to: '/admin/groups/create' },
  { from: '/admin/wsgs/:id/edit', to: '/admin/groups/:id' },
  { from: '/admin/wsgs/:id/pending', to: '/admin/groups/:id/pending' },
  { from: '/admin/wsgs/:id/listOfJoineUsers', to: '/admin/groups/:id/members' },
  { from: '/admin/wsgs/:id/listOfJoineUsers/addMember', to: '/admin/groups/:id/members/add' },
  // Health heroes, their requests and spotlight videos (spec 3 §2)
  { from: '/admin/health-hero', to: '/admin/heroes' },
  { from: '/admin/health-hero/create', to: '/admin/heroes/create' },
  { from: '/admin/healthHero/:id/edit', to: '/admin/heroes/:id' },
  { from: '/admin/healthHero/:id/pending', to: '/admin/heroes/:id/pending' },
  { from: '/admin/healthHero/:id/listOfJoineUsers', to: '/admin/heroes/:id/registered' },
  { from: '/admin/healthHeroRequests', to: '/admin/heroApplications' },
  { from: '/admin/healthHeroRequest/:id/view', to: '/admin/heroApplications/:id/show' },
  { from: '/admin/health-heros/spotlightVideos', to: '/admin/spotlightVideos' },
  { from: '/admin/health-heros/spotlightVideo/create', to: '/admin/spotlightVideos/create' },
  // Marketplace (spec 3 §2)
  { from: '/admin/marketPlace/business/partners', to: '/admin/partners' },
  { from: '/admin/marketPlace/partner/create', to: '/admin/partners/create' },
  { from: '/admin/marketPlace/:id/partner/edit', to: '/admin/partners/:id' },
  { from: '/admin/partner/onboardings', to: '/admin/partners' },
  { from: '/admin/marketPlace/partners/request/list', to: '/admin/partnerRequests' },
  { from: '/admin/marketPlace/partner/request/:id/view', to: '/admin/partnerRequests/:id/show' },
  { from: '/admin/marketPlace/vendors/list', to: '/admin/vendors' },
  { from: '/admin/marketPlace/vendor/:id/view', to: '/admin/vendors/:id/show' },
  // FAQs (spec 3 §2)
  { from: '/admin/faq/create', to: '/admin/faqs/create' },
  { from: '/admin/faq/edit', to: recordFromState('/admin/faqs') },
];

/** The canonical path of one row for the params it matched (query string not included). */
export const legacyTarget = (route: LegacyRoute, params: Params, state: unknown): string =>
  typeof route.to === 'function' ? route.to(params, state) : generatePath(route.to, params);
