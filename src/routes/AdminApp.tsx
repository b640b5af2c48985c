import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, LoadingPage, Resource, defaultTheme, useTranslate } from 'react-admin';
import { dataProvider } from '../api';
import { authProvider } from '../auth';
import { i18nProvider } from '../i18n/i18nProvider';
import { AppLayout, StackedNotifications, createAppStore } from '../layout';
import { ResourcePlaceholder } from '../resources/placeholders';
import { withAppTheme } from '../theme';
import { PLACEHOLDER_RESOURCES, screens } from './screens';

const store = createAppStore();
const theme = withAppTheme(defaultTheme);

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
 * the spec's other URLs redirect here through src/routes/legacy.ts before this component loads.
 */
const AdminApp = () => (
  <Admin
    basename="/admin"
    title={<AppTitle />}
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    store={store}
    theme={theme}
    layout={AppLayout}
    dashboard={screens.Dashboard}
    loading={SessionCheck}
    notification={StackedNotifications}
    requireAuth
    disableTelemetry
  >
    <Resource
      name="packages"
      list={screens.PackageList}
      create={screens.PackageCreate}
      edit={screens.PackageEdit}
    />
    <Resource
      name="members"
      list={screens.MemberList}
      create={screens.MemberCreate}
      edit={screens.MemberEdit}
    >
      <Route path="filtered-by-package" element={<screens.MembersByPackageList />} />
      <Route path=":id/transactions" element={<screens.TransactionHistory />} />
    </Resource>
    <Resource name="payments" list={screens.PaymentList} />
    {PLACEHOLDER_RESOURCES.map((name) => (
      <Resource
        key={name}
        name={name}
        list={ResourcePlaceholder}
        create={ResourcePlaceholder}
        edit={ResourcePlaceholder}
        show={ResourcePlaceholder}
      />
    ))}
    <CustomRoutes>
      <Route path="dashboard" element={<screens.Dashboard />} />
      <Route path="incomplete/members" element={<screens.IncompleteMemberList />} />
      <Route path="profile" element={<screens.ProfileShow />} />
      <Route path="profile/edit" element={<screens.ProfileEdit />} />
    </CustomRoutes>
  </Admin>
);

export default AdminApp;
