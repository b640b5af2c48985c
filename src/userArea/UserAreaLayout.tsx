import { NavLink, Outlet } from 'react-router';
import { AppBar, Box, Button, Container, Toolbar, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

const PAGES = [
  { to: '/user/dashboard', title: 'app.userArea.nav.dashboard' },
  { to: '/user/events/registered', title: 'app.userArea.nav.registered' },
  { to: '/user/events/upcoming', title: 'app.userArea.nav.upcoming' },
  { to: '/user/membershipPackage', title: 'app.userArea.nav.membership' },
];

/**
 * The user area's frame: a bar with its four pages (spec 3 §2: no role requirement, no calls). On a phone the
 * page links wrap onto a second row rather than run off the screen.
 */
export const UserAreaLayout = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="static">
        <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="p" sx={{ mr: 2 }}>
            {translate('app.userArea.title')}
          </Typography>
          <Box
            component="nav"
            aria-label={translate('app.userArea.nav.label')}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, minWidth: 0 }}
          >
            {PAGES.map(({ to, title }) => (
              <Button
                key={to}
                component={NavLink}
                to={to}
                color="inherit"
                sx={{ whiteSpace: 'nowrap', '&.active': { bgcolor: 'rgba(255,255,255,0.16)' } }}
              >
                {translate(title)}
              </Button>
            ))}
          </Box>
        </Toolbar>
      </AppBar>
      <Container component="main" sx={{ py: 3 }}>
        <Outlet />
      </Container>
    </Box>
  );
};
