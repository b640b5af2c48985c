import { useId } from 'react';
import { Box, Divider, List, ListSubheader } from '@mui/material';
import { useSidebarState, useTranslate } from 'react-admin';
import { themeOptions } from '../../theme';
import { NAVIGATION_GROUP_TITLE, navigation } from '../navigation';
import { SidebarUser } from './SidebarUser';
import { NavEntry } from './NavEntry';

const SIDEBAR = { width: 280, closedWidth: 64, ...themeOptions.sidebar };

/**
 * The sidebar (spec 1 §2): the user, then the 'Applications' group. A navigation landmark holding a list of links
 * (WCAG 2.1 1.3.1), not react-admin's <Menu>, which is an ARIA menu: a menu may hold only menu items, and the
 * group headers and nested lists broke that on every screen (issue 27). No item has a role restriction.
 */
export const AppMenu = () => {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const titleId = useId();
  const groupTitle = translate(NAVIGATION_GROUP_TITLE);
  return (
    // As wide as the sidebar, open or folded: react-admin's sidebar is a fixed box as wide as its content, and its
    // links' texts (kept, unwrapped, when folded) would otherwise widen the folded menu past its 64 px of icons.
    <Box
      component="nav"
      aria-label={translate('app.shell.menu.label')}
      sx={{ width: open ? SIDEBAR.width : SIDEBAR.closedWidth, overflowX: 'hidden' }}
    >
      <SidebarUser />
      <Divider />
      {open && (
        <ListSubheader
          id={titleId}
          component="div"
          disableSticky
          sx={{ bgcolor: 'transparent', lineHeight: '36px' }}
        >
          {groupTitle}
        </ListSubheader>
      )}
      <List disablePadding {...(open ? { 'aria-labelledby': titleId } : { 'aria-label': groupTitle })}>
        {navigation.map((item) => (
          <NavEntry key={item.id} item={item} />
        ))}
      </List>
    </Box>
  );
};
