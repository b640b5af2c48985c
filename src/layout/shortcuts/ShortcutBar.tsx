import { Link as RouterLink, useLocation } from 'react-router';
import { Box, IconButton, Tooltip } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { useTranslate } from 'react-admin';
import { navigationPages, pageAt } from '../navigation';
import { ShortcutFinder } from './ShortcutFinder';
import { useShortcuts } from './useShortcuts';

/**
 * The app bar's shortcuts: one button per starred page, a star that adds or removes the current page, and a
 * search for pages by title to add or remove any of them.
 */
export const ShortcutBar = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { ids, ready, toggle } = useShortcuts();
  const current = pageAt(pathname);
  const starred = navigationPages().filter((page) => ids.includes(page.id));
  const isStarred = current !== undefined && ids.includes(current.id);
  const starLabel = translate(
    current === undefined
      ? 'app.shell.shortcuts.not_starrable'
      : isStarred
        ? 'app.shell.shortcuts.remove'
        : 'app.shell.shortcuts.add',
  );

  return (
    <Box
      component="nav"
      aria-label={translate('app.shell.shortcuts.label')}
      sx={{ display: 'flex', alignItems: 'center' }}
    >
      {starred.map(({ id, title, url, icon: Icon }) => (
        <Tooltip key={id} title={translate(title)}>
          <IconButton color="inherit" component={RouterLink} to={url} aria-label={translate(title)}>
            <Icon />
          </IconButton>
        </Tooltip>
      ))}
      <Tooltip title={starLabel}>
        {/* The span keeps the tooltip working while the button is disabled. */}
        <span>
          <IconButton
            color="inherit"
            aria-label={starLabel}
            aria-pressed={isStarred}
            disabled={!ready || current === undefined}
            onClick={() => current && toggle(current.id)}
          >
            {isStarred ? <StarIcon sx={{ color: 'warning.light' }} /> : <StarBorderIcon />}
          </IconButton>
        </span>
      </Tooltip>
      <ShortcutFinder ids={ids} ready={ready} toggle={toggle} />
    </Box>
  );
};
