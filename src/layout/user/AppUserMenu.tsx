import { useState, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, ListItemIcon, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import PersonIcon from '@mui/icons-material/PersonOutline';
import LogoutIcon from '@mui/icons-material/Logout';
import { useGetIdentity, useLogout, useTranslate } from 'react-admin';
import { UserAvatar } from './UserAvatar';
import { roleLabelKey } from './roleLabel';
import { DIRECTIONAL_ICON } from '../../theme/directionalIcon';

const PROFILE_PATH = '/admin/profile';
/** Logout ends on '/', which leads to /login (spec 1 §2, §4). */
const AFTER_LOGOUT_PATH = '/';

/**
 * The app bar's user menu (spec 1 §2): initials or photo, name and role text, then My Profile and Logout.
 * Logout goes through react-admin, which clears the token (authProvider), the caches and the settings store.
 */
export const AppUserMenu = () => {
  const translate = useTranslate();
  const logout = useLogout();
  const { identity } = useGetIdentity();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const hasRole = typeof identity?.role === 'string' && identity.role !== '';

  return (
    <>
      <Button
        color="inherit"
        aria-label={translate('app.shell.user_menu.label')}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', gap: 1, ml: 1 }}
      >
        <UserAvatar name={identity?.fullName} photo={identity?.avatar} fallback="initials" size={32} />
        <Box sx={{ display: { xs: 'none', sm: 'block' }, textAlign: 'left', lineHeight: 1.2 }}>
          <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 600 }}>
            {identity?.fullName}
          </Typography>
          <Typography variant="caption" component="span" sx={{ display: 'block', opacity: 0.8 }}>
            {translate(roleLabelKey(identity?.role))}
          </Typography>
        </Box>
      </Button>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem component={RouterLink} to={PROFILE_PATH} onClick={close}>
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>
            {translate(hasRole ? 'app.shell.user_menu.my_profile' : 'app.shell.user_menu.profile')}
          </ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            logout(null, AFTER_LOGOUT_PATH, false);
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" className={DIRECTIONAL_ICON} />
          </ListItemIcon>
          <ListItemText>{translate('app.shell.user_menu.logout')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
};
