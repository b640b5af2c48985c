import { useEffect, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  Dialog,
  IconButton,
  InputAdornment,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { searchPages } from './searchPages';

const LISTBOX_ID = 'page-search-results';
const optionId = (index: number) => `${LISTBOX_ID}-${index}`;

/** Ctrl+K (Cmd+K on a Mac) anywhere opens the search. */
const isSearchShortcut = (event: globalThis.KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';

/**
 * Page search (spec 1 §2): finds navigation pages by title, at most 10 suggestions, 'No results..'.
 * A combobox: arrow keys move through the suggestions, Enter opens one, Escape closes.
 */
export const PageSearch = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const results = searchPages(query, translate);

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const close = () => {
    setOpen(false);
    setQuery('');
    setActive(0);
  };

  const go = (url: string) => {
    close();
    navigate(url);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (results.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(results[Math.min(active, results.length - 1)].url);
    }
  };

  const label = translate('app.shell.search.label');
  return (
    <>
      <Tooltip title={translate('app.shell.search.open')}>
        <IconButton
          color="inherit"
          aria-label={translate('app.shell.search.open')}
          onClick={() => setOpen(true)}
        >
          <SearchIcon />
        </IconButton>
      </Tooltip>
      <Dialog
        open={open}
        onClose={close}
        fullWidth
        maxWidth="sm"
        // The name goes on the element with role="dialog" (MUI's paper), not on its root.
        slotProps={{ paper: { 'aria-label': label } }}
      >
        <TextField
          autoFocus
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          placeholder={translate('app.shell.search.placeholder')}
          variant="outlined"
          margin="none"
          sx={{ p: 1 }}
          slotProps={{
            htmlInput: {
              role: 'combobox',
              'aria-label': label,
              'aria-expanded': results.length > 0,
              'aria-controls': LISTBOX_ID,
              'aria-autocomplete': 'list',
              'aria-activedescendant': results.length > 0 ? optionId(active) : undefined,
            },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
        {query.trim() !== '' && results.length === 0 && (
          <Typography sx={{ px: 3, pb: 2 }} color="text.secondary" role="status">
            {translate('app.shell.search.no_results')}
          </Typography>
        )}
        <List id={LISTBOX_ID} role="listbox" aria-label={label} dense>
          {results.map(({ id, title, url, parentTitle, icon: Icon }, index) => (
            <ListItemButton
              key={id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              selected={index === active}
              onMouseEnter={() => setActive(index)}
              onClick={() => go(url)}
            >
              <ListItemIcon>
                <Icon />
              </ListItemIcon>
              <ListItemText primary={translate(title)} secondary={parentTitle && translate(parentTitle)} />
            </ListItemButton>
          ))}
        </List>
      </Dialog>
    </>
  );
};
