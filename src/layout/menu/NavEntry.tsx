import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { MenuItemLink, MenuItemLinkClasses, useSidebarState, useTranslate } from 'react-admin';
import { navigationPages, type NavItem } from '../navigation';

/**
 * One navigation entry, a list item: a link to its page, or a button that shows or hides the list of its
 * sub-pages (aria-expanded, aria-controls).
 */
export const NavEntry = ({ item, depth = 0 }: { item: NavItem; depth?: number }) => {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const { pathname } = useLocation();
  const containsCurrentPage = navigationPages(item.children ?? []).some((page) =>
    pathname.startsWith(page.url),
  );
  const [expanded, setExpanded] = useState(containsCurrentPage);
  const listId = useId();
  const Icon = item.icon;
  const title = translate(item.title);
  const indent = sidebarOpen ? { pl: 2 + depth * 2 } : undefined;

  if (item.url) {
    // MenuItemLink marks its own URL (and the pages under it) as current; other URLs of the entry add the same class.
    const isCurrent =
      pathname === item.url ||
      pathname.startsWith(`${item.url}/`) ||
      item.currentAlsoAt?.some((prefix) => pathname.startsWith(prefix));
    return (
      <li>
        <MenuItemLink
          to={item.url}
          primaryText={title}
          leftIcon={<Icon />}
          sx={indent}
          className={isCurrent ? MenuItemLinkClasses.active : undefined}
          aria-current={isCurrent ? 'page' : undefined}
          // A link in a list, not a menu item (MUI's MenuItem is one by default): see AppMenu.
          role="link"
        />
      </li>
    );
  }
  return (
    <li>
      <Tooltip title={sidebarOpen ? '' : title} placement="right">
        <ListItemButton
          dense
          aria-expanded={expanded}
          aria-controls={expanded ? listId : undefined}
          onClick={() => setExpanded((shown) => !shown)}
          sx={{ ...indent, color: 'text.secondary', py: 0.75 }}
        >
          <ListItemIcon sx={{ minWidth: 40 }}>
            <Icon />
          </ListItemIcon>
          {/* Folded to its 64 px, the sidebar shows icons only (the tooltip names the entry), as MenuItemLink does. */}
          {sidebarOpen && (
            <>
              <ListItemText primary={title} slotProps={{ primary: { variant: 'body1' } }} />
              {expanded ? <ExpandLess /> : <ExpandMore />}
            </>
          )}
        </ListItemButton>
      </Tooltip>
      <Collapse in={expanded} timeout="auto" unmountOnExit>
        <List id={listId} disablePadding aria-label={title}>
          {item.children?.map((child) => (
            <NavEntry key={child.id} item={child} depth={depth + 1} />
          ))}
        </List>
      </Collapse>
    </li>
  );
};
