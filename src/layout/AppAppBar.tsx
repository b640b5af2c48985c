import { AppBar, TitlePortal } from 'react-admin';
import { ShortcutBar } from './shortcuts/ShortcutBar';
import { PageSearch } from './search/PageSearch';
import { AppUserMenu } from './user/AppUserMenu';

/** The app bar: page title, shortcuts, page search (Ctrl+K), user menu. */
export const AppAppBar = () => (
  <AppBar userMenu={<AppUserMenu />} color="primary">
    <TitlePortal />
    <ShortcutBar />
    <PageSearch />
  </AppBar>
);
