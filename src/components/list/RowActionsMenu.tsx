import { useState, type ReactNode } from 'react';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useTranslate } from 'react-admin';
import { useAdminHref } from './useAdminHref';
import { useRowControlName } from './useRowControlName';

export interface RowAction {
  /** i18n key of the item's text. */
  label: string;
  icon?: ReactNode;
  /** An admin path (without basename) opened in a new tab… */
  newTabPath?: string;
  /** …or something to do. */
  onClick?: () => void;
}

/** The ⋮ menu at the end of a row, named with the row's record when `nameSource` says which field names it. */
export const RowActionsMenu = ({
  actions,
  label = 'app.common.actions',
  nameSource,
}: {
  actions: RowAction[];
  label?: string;
  /** The record field naming the row, added to the button's accessible name ('Actions: Gold'). */
  nameSource?: string;
}) => {
  const translate = useTranslate();
  const name = useRowControlName(label, nameSource);
  const href = useAdminHref();
  // The anchor stays set after closing so that the Menu's closing transition can play.
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <IconButton
        size="small"
        aria-label={name}
        aria-haspopup="menu"
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
          setOpen(true);
        }}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      {/* Mounted from the first opening on: a closed Menu per row (Popover, Modal, transitions) costs every page change. */}
      {anchor !== null && (
        <Menu anchorEl={anchor} open={open} onClose={close} onClick={(event) => event.stopPropagation()}>
          {actions.map((action) => {
            const linkProps = action.newTabPath
              ? {
                  component: 'a' as const,
                  href: href(action.newTabPath),
                  target: '_blank',
                  rel: 'noopener noreferrer',
                }
              : {};
            return (
              <MenuItem
                key={action.label}
                {...linkProps}
                onClick={() => {
                  close();
                  action.onClick?.();
                }}
              >
                {action.icon && <ListItemIcon>{action.icon}</ListItemIcon>}
                <ListItemText>{translate(action.label)}</ListItemText>
              </MenuItem>
            );
          })}
        </Menu>
      )}
    </>
  );
};
