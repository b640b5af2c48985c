/**
 * The admin's screens, each loaded with its resource folder on first visit. Screens of later issues are
 * the shared placeholder (PLACEHOLDER_RESOURCES) until their folders exist.
 */
import { lazyScreen } from './lazyScreen';

const packages = () => import('../resources/packages');
const members = () => import('../resources/members');
const transactions = () => import('../resources/transactions');
const profile = () => import('../resources/profile');
const dashboard = () => import('../dashboard');

export const screens = {
  PackageList: lazyScreen(packages, 'PackageList'),
  PackageCreate: lazyScreen(packages, 'PackageCreate'),
  PackageEdit: lazyScreen(packages, 'PackageEdit'),
  MemberList: lazyScreen(members, 'MemberList'),
  IncompleteMemberList: lazyScreen(members, 'IncompleteMemberList'),
  MembersByPackageList: lazyScreen(members, 'MembersByPackageList'),
  MemberCreate: lazyScreen(members, 'MemberCreate'),
  MemberEdit: lazyScreen(members, 'MemberEdit'),
  TransactionHistory: lazyScreen(transactions, 'TransactionHistory'),
  PaymentList: lazyScreen(transactions, 'PaymentList'),
  ProfileShow: lazyScreen(profile, 'ProfileShow'),
  ProfileEdit: lazyScreen(profile, 'ProfileEdit'),
  Dashboard: lazyScreen(dashboard, 'Dashboard'),
};

/** Resources whose screens come with later issues (docs/architecture.md): each shows ResourcePlaceholder. */
export const PLACEHOLDER_RESOURCES = [
  'events',
  'speakers',
  'registrations',
  'promoCodes',
  'multimedia',
  'documents',
  'vouchers',
  'groups',
  'heroes',
  'heroApplications',
  'spotlightVideos',
  'partners',
  'partnerRequests',
  'vendors',
  'faqs',
] as const;
