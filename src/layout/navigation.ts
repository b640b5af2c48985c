/**
 * The navigation of spec 1 §2 (group 'Applications'), as data: the menu draws it, page search and the
 * shortcut bar look pages up in it. URLs are the canonical ones of docs/architecture.md, written in full
 * because react-admin runs inside the app's own router under /admin.
 */
import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material';
import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import PackagesIcon from '../resources/packages/icon';
import MembersIcon from '../resources/members/icon';
import PaymentsIcon from '../resources/transactions/icon';
import EventsIcon from '../resources/events/icon';
import UpcomingIcon from '@mui/icons-material/EventAvailableOutlined';
import DraftIcon from '@mui/icons-material/EditCalendarOutlined';
import OngoingIcon from '@mui/icons-material/EventRepeatOutlined';
import PastIcon from '@mui/icons-material/HistoryOutlined';
import CancelledIcon from '@mui/icons-material/EventBusyOutlined';
import PromoCodesIcon from '../resources/promoCodes/icon';
import LibraryIcon from '@mui/icons-material/LibraryBooksOutlined';
import MultimediaIcon from '../resources/multimedia/icon';
import DocumentsIcon from '../resources/documents/icon';
import GroupsIcon from '../resources/groups/icon';
import HeroIcon from '@mui/icons-material/HealthAndSafetyOutlined';
import MentoringIcon from '../resources/heroes/icon';
import SpotlightIcon from '../resources/spotlightVideos/icon';
import HeroRequestsIcon from '../resources/heroApplications/icon';
import MarketPlaceIcon from '@mui/icons-material/StorefrontOutlined';
import PartnersIcon from '../resources/partners/icon';
import VendorsIcon from '../resources/vendors/icon';
import VouchersIcon from '../resources/vouchers/icon';
import FaqsIcon from '../resources/faqs/icon';
import RequestsIcon from '../resources/partnerRequests/icon';
import ActivityIcon from '../resources/activity/icon';

export interface NavItem {
  /** Stable id: shortcuts are stored by it. */
  id: string;
  /** i18n key of the title. */
  title: string;
  icon: ComponentType<SvgIconProps>;
  /** A page has a URL; a collapsible entry has children instead. */
  url?: string;
  children?: NavItem[];
  /** Other URL prefixes at which this entry is the current one (the incomplete members list is Members'). */
  currentAlsoAt?: string[];
}

export const NAVIGATION_GROUP_TITLE = 'app.shell.menu.applications';

const m = (key: string) => `app.shell.menu.${key}`;

export const navigation: NavItem[] = [
  { id: 'dashboard', title: m('dashboard'), icon: DashboardIcon, url: '/admin/dashboard' },
  { id: 'packages', title: m('packages'), icon: PackagesIcon, url: '/admin/packages' },
  {
    id: 'members',
    title: m('members'),
    icon: MembersIcon,
    url: '/admin/members',
    currentAlsoAt: ['/admin/incomplete/members'],
  },
  // All payments (spec 1 §4: /admin/transaction/summary) has no menu entry in the spec; issue #12 asks for one.
  { id: 'payments', title: m('payments'), icon: PaymentsIcon, url: '/admin/payments' },
  {
    id: 'events',
    title: m('events'),
    icon: EventsIcon,
    children: [
      {
        id: 'events-upcoming',
        title: m('events_upcoming'),
        icon: UpcomingIcon,
        url: '/admin/events/upcoming',
      },
      { id: 'events-draft', title: m('events_draft'), icon: DraftIcon, url: '/admin/events/draft' },
      { id: 'events-ongoing', title: m('events_ongoing'), icon: OngoingIcon, url: '/admin/events/ongoing' },
      { id: 'events-past', title: m('events_past'), icon: PastIcon, url: '/admin/events/past' },
      { id: 'events-cancel', title: m('events_cancel'), icon: CancelledIcon, url: '/admin/events/cancel' },
      { id: 'promo-codes', title: m('promo_codes'), icon: PromoCodesIcon, url: '/admin/promoCodes' },
    ],
  },
  {
    id: 'content-library',
    title: m('content_library'),
    icon: LibraryIcon,
    children: [
      { id: 'multimedia', title: m('multimedias'), icon: MultimediaIcon, url: '/admin/multimedia' },
      { id: 'documents', title: m('documents'), icon: DocumentsIcon, url: '/admin/documents' },
    ],
  },
  { id: 'groups', title: m('wsgs'), icon: GroupsIcon, url: '/admin/groups' },
  {
    id: 'health-hero',
    title: m('health_hero'),
    icon: HeroIcon,
    children: [
      { id: 'heroes', title: m('mentoring'), icon: MentoringIcon, url: '/admin/heroes' },
      {
        id: 'spotlight-videos',
        title: m('spotlight_videos'),
        icon: SpotlightIcon,
        url: '/admin/spotlightVideos',
      },
      {
        id: 'hero-applications',
        title: m('hero_requests'),
        icon: HeroRequestsIcon,
        url: '/admin/heroApplications',
      },
    ],
  },
  {
    id: 'market-place',
    title: m('market_place'),
    icon: MarketPlaceIcon,
    children: [
      { id: 'partners', title: m('partners'), icon: PartnersIcon, url: '/admin/partners' },
      { id: 'vendors', title: m('vendors'), icon: VendorsIcon, url: '/admin/vendors' },
    ],
  },
  { id: 'vouchers', title: m('vouchers'), icon: VouchersIcon, url: '/admin/vouchers' },
  { id: 'faqs', title: m('faqs'), icon: FaqsIcon, url: '/admin/faqs' },
  // 'Requests' (spec 1 §2) are the business partner requests of the marketplace (spec 3 §2): 'Partner Requests',
  // told apart from the Health Hero group's 'Hero Requests'.
  { id: 'requests', title: m('requests'), icon: RequestsIcon, url: '/admin/partnerRequests' },
  // Not in the spec (issue #18): the activity log.
  { id: 'activity', title: 'app.activity.menu', icon: ActivityIcon, url: '/admin/activity' },
];

/** A page of the navigation, with the title of the entry it sits under (e.g. Health Hero › Requests). */
export interface NavPage extends NavItem {
  url: string;
  parentTitle?: string;
}

/** Every page (item with a URL) of a navigation tree, depth first. */
export const navigationPages = (items: NavItem[] = navigation, parentTitle?: string): NavPage[] =>
  items.flatMap((item) => [
    ...(item.url ? [{ ...item, url: item.url, parentTitle }] : []),
    ...navigationPages(item.children ?? [], item.title),
  ]);

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The page whose URL is exactly `pathname` (trailing slash ignored). */
export const pageAt = (pathname: string, items: NavItem[] = navigation): NavPage | undefined =>
  navigationPages(items).find((page) => page.url === withoutTrailingSlash(pathname));
