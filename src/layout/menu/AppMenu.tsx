import { Divider, ListSubheader } from '@mui/material';
import { Menu, useSidebarState, useTranslate } from 'react-admin';
import { NAVIGATION_GROUP_TITLE, navigation } from '../navigation';
import { SidebarUser } from './SidebarUser';
import { NavEntry } from './NavEntry';

/** The sidebar: the user, then the 'Applications' group of spec 1 §2. No item has a role restriction. */
export const AppMenu = () => {
  const translate = useTranslate();
  const [open] = useSidebarState();
  return (
    <Menu>
      <SidebarUser />
      <Divider />
      {open && (
        <ListSubheader component="div" disableSticky sx={{ bgcolor: 'transparent', lineHeight: '36px' }}>
          {translate(NAVIGATION_GROUP_TITLE)}
        </ListSubheader>
      )}
      {navigation.map((item) => (
        <NavEntry key={item.id} item={item} />
      ))}
    </Menu>
  );
};
