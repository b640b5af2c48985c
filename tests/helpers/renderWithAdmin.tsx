import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import {
  AdminContext,
  memoryStore,
  useNotificationContext,
  useTranslate,
  TestMemoryRouter,
  type Store,
} from 'react-admin';
import type { Location } from 'react-router';
import { createQueryClient } from '../../src/api/queryClient';
import type { AppDataProvider } from '../../src/api/types';
import { adminTheme } from '../../src/theme/adminTheme';
import { testI18nProvider } from './testI18nProvider';

/** Lists the queued notifications (translated), so tests can read what a screen announced. */
const NotificationsProbe = () => {
  const { notifications } = useNotificationContext();
  const translate = useTranslate();
  return (
    <ul data-testid="notifications">
      {notifications.map((notification, index) => (
        <li
          key={index}
          data-type={notification.type}
          data-duration={notification.notificationOptions?.autoHideDuration ?? ''}
        >
          {typeof notification.message === 'string'
            ? translate(notification.message, notification.notificationOptions?.messageArgs)
            : notification.message}
        </li>
      ))}
    </ul>
  );
};

/** The admin's theme, whose component defaults (e.g. lists without row click) screens rely on. */
const appTheme = adminTheme;

export interface RenderOptions {
  dataProvider: AppDataProvider;
  /** The starting URL (with the basename, if any). */
  url?: string;
  /** react-admin's basename ('/admin' in the app); none by default. */
  basename?: string;
  /** react-admin's store; a fresh in-memory one unless a test shares one between renders. */
  store?: Store;
}

/**
 * Renders a screen inside react-admin's AdminContext with the app's theme, query client (its retries) and
 * English messages, an in-memory store and router. `location()` gives the current location; `notifications` the announced texts.
 */
export function renderWithAdmin(
  ui: ReactNode,
  { dataProvider, url = '/', basename, store = memoryStore() }: RenderOptions,
) {
  let current: Location | undefined;
  const result = render(
    <TestMemoryRouter initialEntries={[url]} locationCallback={(location) => (current = location)}>
      <AdminContext
        dataProvider={dataProvider}
        basename={basename}
        i18nProvider={testI18nProvider}
        store={store}
        queryClient={createQueryClient()}
        theme={appTheme}
      >
        {/* Where react-admin's <Title> portals page titles (the layout's app bar does this in the app). */}
        <h1 id="react-admin-title" />
        {ui}
        <NotificationsProbe />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return {
    ...result,
    location: () => current!,
    notifications: () =>
      Array.from(result.getByTestId('notifications').querySelectorAll('li')).map((item) => ({
        text: item.textContent,
        type: item.dataset.type,
        duration: item.dataset.duration ? Number(item.dataset.duration) : undefined,
      })),
  };
}
