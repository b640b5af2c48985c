import { Route } from 'react-router';
import { Admin, CustomRoutes, LoadingPage, Resource, useTranslate } from 'react-admin';
import { dataProvider } from '../api';
import { registry } from '../api/resources';
import { authProvider } from '../auth';
import { sessionStore } from '../auth/session';
import { i18nProvider } from '../i18n/i18nProvider';
import { AppLayout, StackedNotifications, createAppStore } from '../layout';
import { adminTheme } from '../theme/adminTheme';
import { useLocalizedTheme } from '../theme/useLocalizedTheme';
import { lazyResource } from './lazyResource';
import { lazyScreen } from './lazyScreen';
import { startRouteLoading } from './startRouteLoading';

const packages = () => import('../resources/packages');
const members = () => import('../resources/members');
const transactions = () => import('../resources/transactions');
const profile = () => import('../resources/profile');
const groups = () => import('../resources/groups');
const heroes = () => import('../resources/heroes');
const heroApplications = () => import('../resources/heroApplications');
const spotlightVideos = () => import('../resources/spotlightVideos');
const partners = () => import('../resources/partners');
const faqs = () => import('../resources/faqs');
const partnerRequests = () => import('../resources/partnerRequests');
const vendors = () => import('../resources/vendors');
const multimedia = () => import('../resources/multimedia');
const documents = () => import('../resources/documents');
const vouchers = () => import('../resources/vouchers');
const events = () => import('../resources/events');
const promoCodes = () => import('../resources/promoCodes');
const activity = () => import('../resources/activity');

const Dashboard = lazyScreen(() => import('../dashboard'), 'Dashboard');
const IncompleteMemberList = lazyScreen(members, 'IncompleteMemberList');
const MembersByPackageList = lazyScreen(members, 'MembersByPackageList');
const MemberImport = lazyScreen(members, 'MemberImport');
const TransactionHistory = lazyScreen(transactions, 'TransactionHistory');
const ProfileShow = lazyScreen(profile, 'ProfileShow');
const ProfileEdit = lazyScreen(profile, 'ProfileEdit');
const GroupPendingList = lazyScreen(groups, 'GroupPendingList');
const GroupMemberList = lazyScreen(groups, 'GroupMemberList');
const GroupAddMember = lazyScreen(groups, 'GroupAddMember');
const HeroPendingList = lazyScreen(heroes, 'HeroPendingList');
const HeroRegisteredList = lazyScreen(heroes, 'HeroRegisteredList');
const MultimediaUpload = lazyScreen(multimedia, 'MultimediaUpload');
const UpcomingEventList = lazyScreen(events, 'UpcomingEventList');
const OngoingEventList = lazyScreen(events, 'OngoingEventList');
const PastEventList = lazyScreen(events, 'PastEventList');
const CancelledEventList = lazyScreen(events, 'CancelledEventList');
const DraftEventList = lazyScreen(events, 'DraftEventList');
const EventSpeakerList = lazyScreen(events, 'EventSpeakerList');
const EventSpeakerCreate = lazyScreen(events, 'EventSpeakerCreate');
const EventRegistrationList = lazyScreen(events, 'EventRegistrationList');

// Boot: the address's screen (and a list's data) load side by side with the admin's code; App waits for
// the screen's code before the admin's first render, which then does not suspend (see preloadableLazy).
export const bootScreenLoaded = startRouteLoading(
  window.location.pathname,
  {
    resources: {
      packages,
      members,
      groups,
      heroes,
      heroApplications,
      spotlightVideos,
      partners,
      faqs,
      partnerRequests,
      vendors,
      multimedia,
      documents,
      vouchers,
    },
    pages: { '': Dashboard, dashboard: Dashboard, profile: ProfileShow },
  },
  dataProvider,
  registry,
  sessionStore.getUsableToken() !== null,
);

const store = createAppStore();

/** While the stored token is checked on load (spec 1 §4: 'Logging in with JWT'). */
const SessionCheck = () => <LoadingPage loadingPrimary="app.auth.logging_in_with_jwt" loadingSecondary="" />;

/** The app's name, translated: react-admin shows <Admin title> as written on pages without their own title. */
const AppTitle = () => {
  const translate = useTranslate();
  return <>{translate('app.shell.title')}</>;
};

/**
 * Everything under /admin (spec 1 §6: the admin role only; requireAuth checks the session before any
 * screen renders, and a failed check signs out to the public /login). Canonical URLs: docs/architecture.md;
 * the spec's other URLs redirect here through src/routes/legacy.ts before this component loads. The theme
 * follows the language in use (direction, number and date formats).
 */
const AdminApp = () => (
  <Admin
    basename="/admin"
    title={<AppTitle />}
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    store={store}
    theme={useLocalizedTheme(adminTheme)}
    layout={AppLayout}
    dashboard={Dashboard}
    loading={SessionCheck}
    notification={StackedNotifications}
    requireAuth
    disableTelemetry
  >
    <Resource name="packages" {...lazyResource(packages, ['list', 'create', 'edit'])} />
    <Resource name="members" {...lazyResource(members, ['list', 'create', 'edit'])}>
      <Route path="filtered-by-package" element={<MembersByPackageList />} />
      <Route path="import" element={<MemberImport />} />
      <Route path=":id/transactions" element={<TransactionHistory />} />
    </Resource>
    <Resource name="payments" {...lazyResource(transactions, ['list'])} />
    <Resource name="groups" {...lazyResource(groups, ['list', 'create', 'edit'])}>
      <Route path=":id/pending" element={<GroupPendingList />} />
      <Route path=":id/members" element={<GroupMemberList />} />
      <Route path=":id/members/add" element={<GroupAddMember />} />
    </Resource>
    <Resource name="heroes" {...lazyResource(heroes, ['list', 'create', 'edit'])}>
      <Route path=":id/pending" element={<HeroPendingList />} />
      <Route path=":id/registered" element={<HeroRegisteredList />} />
    </Resource>
    <Resource name="heroApplications" {...lazyResource(heroApplications, ['list', 'show'])} />
    <Resource name="spotlightVideos" {...lazyResource(spotlightVideos, ['list', 'create'])} />
    <Resource name="partners" {...lazyResource(partners, ['list', 'create', 'edit'])} />
    <Resource name="partnerRequests" {...lazyResource(partnerRequests, ['list', 'show'])} />
    <Resource name="vendors" {...lazyResource(vendors, ['list', 'show'])} />
    <Resource name="faqs" {...lazyResource(faqs, ['list', 'create', 'edit'])} />
    <Resource name="multimedia" {...lazyResource(multimedia, ['list', 'create', 'edit'])}>
      <Route path=":id/upload" element={<MultimediaUpload />} />
    </Resource>
    <Resource name="documents" {...lazyResource(documents, ['list', 'create', 'edit'])} />
    <Resource name="vouchers" {...lazyResource(vouchers, ['list', 'create', 'edit'])} />
    {/* The phase lists are static children, so the edit route `:id` does not take them. */}
    <Resource name="events" {...lazyResource(events, ['list', 'create', 'edit'])}>
      <Route path="upcoming" element={<UpcomingEventList />} />
      <Route path="ongoing" element={<OngoingEventList />} />
      <Route path="past" element={<PastEventList />} />
      <Route path="cancel" element={<CancelledEventList />} />
      <Route path="draft" element={<DraftEventList />} />
      <Route path=":id/speakers" element={<EventSpeakerList />} />
      <Route path=":id/speakers/create" element={<EventSpeakerCreate />} />
      <Route path=":id/registrations" element={<EventRegistrationList />} />
    </Resource>
    <Resource name="promoCodes" {...lazyResource(promoCodes, ['list', 'create', 'edit'])} />
    <Resource name="activity" {...lazyResource(activity, ['list'])} />
    {/* Collections read only inside other resources' screens (child lists, selects, the profile page). */}
    <Resource name="transactions" />
    <Resource name="speakers" />
    <Resource name="registrations" />
    <Resource name="groupRequests" />
    <Resource name="groupMembers" />
    <Resource name="heroSessionRequests" />
    <Resource name="heroRegisteredUsers" />
    <Resource name="countries" />
    <Resource name="profile" />
    <CustomRoutes>
      <Route path="dashboard" element={<Dashboard />} />
      <Route path="incomplete/members" element={<IncompleteMemberList />} />
      <Route path="profile" element={<ProfileShow />} />
      <Route path="profile/edit" element={<ProfileEdit />} />
    </CustomRoutes>
  </Admin>
);

export default AdminApp;
