import { useId, useState } from 'react';
import {
  Box,
  IconButton,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Popover,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import BookmarkAddIcon from '@mui/icons-material/BookmarkAddOutlined';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { useTranslate } from 'react-admin';
import { navigationPages } from '../navigation';
import { searchPages } from '../search/searchPages';

export interface ShortcutFinderProps {
  ids: string[];
  ready: boolean;
  toggle: (id: string) => void;
}

/**
 * The shortcut bar's page search (spec 1 §2): pages found by title, each added or removed with a click; with
 * no text typed it lists the current shortcuts, so any of them can be removed from any page.
 */
export const ShortcutFinder = ({ ids, ready, toggle }: ShortcutFinderProps) => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [query, setQuery] = useState('');
  const listId = useId();
  const hintId = useId();
  const pages = query.trim()
    ? searchPages(query, translate)
    : navigationPages().filter((page) => ids.includes(page.id));
  const label = translate('app.shell.shortcuts.find');

  return (
    <>
      <Tooltip title={label}>
        <span>
          <IconButton
            color="inherit"
            aria-label={label}
            aria-haspopup="dialog"
            disabled={!ready}
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            <BookmarkAddIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => {
          setAnchor(null);
          setQuery('');
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': label, sx: { width: 320, maxWidth: '90vw' } } }}
      >
        <Box sx={{ p: 2, pb: 0 }}>
          <TextField
            autoFocus
            fullWidth
            size="small"
            label={label}
            placeholder={translate('app.shell.shortcuts.find_placeholder')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            // It controls the list of pages while there is one; otherwise the hint in its place describes it.
            slotProps={{
              htmlInput: pages.length > 0 ? { 'aria-controls': listId } : { 'aria-describedby': hintId },
            }}
          />
        </Box>
        {pages.length === 0 ? (
          <Typography id={hintId} color="textSecondary" sx={{ p: 2 }}>
            {translate(query.trim() ? 'app.shell.shortcuts.no_match' : 'app.shell.shortcuts.find_hint')}
          </Typography>
        ) : (
          <List id={listId} dense>
            {pages.map(({ id, title, parentTitle }) => {
              const chosen = ids.includes(id);
              return (
                // The list holds list items (axe's `list` rule); each item's button is the checkbox. A plain
                // <li> (MUI's List removes its marker): MUI's ListItem would add 1 KB to the first screen (#26).
                <li key={id}>
                  <ListItemButton role="checkbox" aria-checked={chosen} onClick={() => toggle(id)}>
                    <ListItemIcon sx={{ minWidth: 36 }}>
                      {chosen ? <StarIcon sx={{ color: 'warning.main' }} /> : <StarBorderIcon />}
                    </ListItemIcon>
                    <ListItemText
                      primary={translate(title)}
                      secondary={parentTitle ? translate(parentTitle) : undefined}
                    />
                  </ListItemButton>
                </li>
              );
            })}
          </List>
        )}
      </Popover>
    </>
  );
};
