import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { AdminContext, TestMemoryRouter, defaultTheme, memoryStore } from 'react-admin';
import type { AppDataProvider } from '../../src/api/types';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { withAppTheme } from '../../src/theme';
import { DirectionProvider } from '../../src/theme/DirectionProvider';
import { useLocalizedTheme } from '../../src/theme/useLocalizedTheme';

const appTheme = withAppTheme(defaultTheme);

/** react-admin's context as the admin sets it up: the app's i18nProvider, theme and page direction. */
const LocalizedAdmin = ({
  children,
  ...props
}: {
  children: ReactNode;
  dataProvider: AppDataProvider;
  locale: string;
}) => (
  <AdminContext
    dataProvider={props.dataProvider}
    i18nProvider={i18nProvider}
    store={memoryStore({ locale: props.locale })}
    theme={useLocalizedTheme(appTheme)}
  >
    {/* Where react-admin's <Title> portals page titles (the layout's app bar does this in the app). */}
    <h1 id="react-admin-title" />
    {children}
  </AdminContext>
);

/**
 * Renders a screen in `locale` as a browser that stored that choice would: the app's real i18nProvider loads
 * the language's messages (and date names) before the screen shows, and the page takes its direction.
 */
export function renderInLanguage(
  locale: string,
  ui: ReactNode,
  { dataProvider, url = '/' }: { dataProvider: AppDataProvider; url?: string },
) {
  return render(
    <TestMemoryRouter initialEntries={[url]}>
      <DirectionProvider>
        <LocalizedAdmin dataProvider={dataProvider} locale={locale}>
          {ui}
        </LocalizedAdmin>
      </DirectionProvider>
    </TestMemoryRouter>,
  );
}
