import { Route } from 'react-router';
import { AdminContext, AdminUI, CustomRoutes, LoadingPage, useTranslate } from 'react-admin';
import { createQueryClient } from '../api/queryClient';
import { authProvider } from '../auth';
import { keepSessionCheckFresh } from '../auth/sessionCheckFreshness';
import { i18nProvider } from '../i18n/i18nProvider';
import { AppLayout, StackedNotifications, createAppStore } from '../layout';
import { adminTheme } from '../theme/adminTheme';
import { useLocalizedTheme } from '../theme/useLocalizedTheme';
import { resources } from '../resources';
import { dataProvider } from '../resources/dataProvider';
import { pageRoutes, resourceElements } from './adminResources';
import { FixedResourceDefinitions } from './FixedResourceDefinitions';
import { Dashboard } from './adminScreens';
import { legacyRoutesOf } from './legacy';
import { LegacyRedirect } from './LegacyRedirect';

/** The admin's code counts as loaded once its boot has the address's screen (see App.tsx). */
export { bootScreenLoaded } from './adminBoot';

const legacyRoutes = legacyRoutesOf(resources);
const resourceRoutes = resourceElements(resources);
const customPageRoutes = pageRoutes(resources);

const store = createAppStore();
const queryClient = createQueryClient();
keepSessionCheckFresh(queryClient);

/** While the stored token is checked on load (spec 1 §4: 'Logging in with JWT'). */
const SessionCheck = () => <LoadingPage loadingPrimary="app.auth.logging_in_with_jwt" loadingSecondary="" />;

/** The app's name, translated: react-admin shows <AdminUI title> as written on pages without their own title. */
const AppTitle = () => {
  const translate = useTranslate();
  return <>{translate('app.shell.title')}</>;
};

/**
 * Everything under /admin (spec 1 §6: the admin role only; requireAuth checks the session before any
 * screen renders, and a failed check signs out to the public /login): every resource folder's descriptor
 * (src/resources/*\/resource.ts) as `<Resource>`s and pages. Canonical URLs: docs/architecture.md; the spec's
 * other URLs redirect to them before react-admin renders (src/routes/legacy.ts). The theme follows the language
 * in use (direction, number and date formats). It is react-admin's <Admin> in its two halves, AdminContext and
 * AdminUI, with the resources' definitions given once between them (FixedResourceDefinitions).
 */
const AdminApp = () => (
  <LegacyRedirect routes={legacyRoutes}>
    <AdminContext
      basename="/admin"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      queryClient={queryClient}
      theme={useLocalizedTheme(adminTheme)}
    >
      <FixedResourceDefinitions resources={resourceRoutes}>
        <AdminUI
          title={<AppTitle />}
          layout={AppLayout}
          dashboard={Dashboard}
          loading={SessionCheck}
          notification={StackedNotifications}
          requireAuth
          disableTelemetry
        >
          {resourceRoutes}
          <CustomRoutes>
            <Route path="dashboard" element={<Dashboard />} />
            {customPageRoutes}
          </CustomRoutes>
        </AdminUI>
      </FixedResourceDefinitions>
    </AdminContext>
  </LegacyRedirect>
);

export default AdminApp;
