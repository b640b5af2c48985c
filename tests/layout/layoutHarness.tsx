import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import {
  AdminContext,
  TestMemoryRouter,
  memoryStore,
  type AuthProvider,
  type DataProvider,
  type Store,
  type UserIdentity,
} from 'react-admin';
import type { Location } from 'react-router';
import { testI18nProvider } from '../helpers/testI18nProvider';
import { fakeDataProvider } from '../helpers/fakeDataProvider';

/** An authProvider signed in as `identity`. */
export const signedInAs = (identity: UserIdentity): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => identity,
  getPermissions: async () => 'admin',
});

export interface LayoutRenderOptions {
  url?: string;
  identity?: UserIdentity;
  authProvider?: AuthProvider;
  store?: Store;
  /** The data provider; an empty fake one unless given. */
  dataProvider?: DataProvider;
}

/** Renders a piece of the layout inside react-admin's context; `location()` is the current location. */
export function renderInAdmin(
  ui: ReactNode,
  {
    url = '/admin/dashboard',
    identity = { id: 'u-1', fullName: 'Jane Doe' },
    authProvider,
    store,
    dataProvider,
  }: LayoutRenderOptions = {},
) {
  let current: Location | undefined;
  const result = render(
    <TestMemoryRouter initialEntries={[url]} locationCallback={(location) => (current = location)}>
      <AdminContext
        dataProvider={dataProvider ?? fakeDataProvider({})}
        authProvider={authProvider ?? signedInAs(identity)}
        i18nProvider={testI18nProvider}
        store={store ?? memoryStore()}
      >
        {ui}
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { ...result, location: () => current! };
}
