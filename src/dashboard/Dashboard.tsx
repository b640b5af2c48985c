import { Grid } from '@mui/material';
import { Title } from 'react-admin';
import { DASHBOARD_CARDS } from './dashboardCounts';
import { RegistrationsCard } from './RegistrationsCard';
import { StatCard } from './StatCard';

/**
 * /admin/dashboard. The spec does not show its content; it gives what an administrator looks for first:
 * counts (each linking to its list: members, upcoming events, pending requests) and new registrations.
 */
export const Dashboard = () => (
  <Grid container spacing={2} sx={{ mt: 1 }}>
    <Title title="app.dashboard.title" />
    {DASHBOARD_CARDS.map((card) => (
      <Grid key={card.id} size={{ xs: 12, sm: 6, md: 4, lg: 'grow' }}>
        <StatCard card={card} />
      </Grid>
    ))}
    <Grid size={12}>
      <RegistrationsCard />
    </Grid>
  </Grid>
);
