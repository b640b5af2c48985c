import { AppBar, TitlePortal } from 'react-admin';
import { ShortcutBar } from './shortcuts/ShortcutBar';
import { PageSearch } from './search/PageSearch';
import { AppUserMenu } from './user/AppUserMenu';

/**
 * The app bar: page title, shortcuts, page search (Ctrl+K), user menu. The title is the page's one h1 (react-admin
 * makes it an h6), focused when a screen opens (useHeadingFocusOnNavigation), hence focusable by script only.
 */
// alwaysOn: the bar stays put; hide-on-scroll measured the whole page's layout on every list page change.
export const AppAppBar = () => (
  <AppBar userMenu={<AppUserMenu />} color="primary" alwaysOn>
    <TitlePortal
      component="h1"
      tabIndex={-1}
      sx={{ '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2 } }}
    />
    <ShortcutBar />
    <PageSearch />
  </AppBar>
);
