import { AppBar, TitlePortal } from 'react-admin';
import { ShortcutBar } from './shortcuts/ShortcutBar';
import { PageSearch } from './search/PageSearch';
import { AppUserMenu } from './user/AppUserMenu';

/** The app bar: page title, shortcuts, page search (Ctrl+K), user menu. */
// alwaysOn: the bar stays put; hide-on-scroll measured the whole page's layout on every list page change.
export const AppAppBar = () => (
  <AppBar userMenu={<AppUserMenu />} color="primary" alwaysOn>
    <TitlePortal />
    <ShortcutBar />
    <PageSearch />
  </AppBar>
);
