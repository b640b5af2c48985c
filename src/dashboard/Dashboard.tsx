import { Card, CardContent, CardHeader, Grid, Skeleton, Typography } from '@mui/material';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_CARDS, allMembers } from './dashboardCounts';
import { registrationsByMonth } from './registrationsByMonth';
import { RegistrationsChart } from './RegistrationsChart';
import { StatCard } from './StatCard';

/**
 * /admin/dashboard. The spec does not show its content; it gives what an administrator looks for first:
 * member counts, upcoming events, pending requests (each linking to its list) and new registrations.
 */
export const Dashboard = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const members = useQuery({
    queryKey: ['dashboard', 'registrations'],
    queryFn: () => allMembers(dataProvider),
    retry: false,
  });
  return (
    <Grid container spacing={2} sx={{ mt: 1 }}>
      <Title title="app.dashboard.title" />
      {DASHBOARD_CARDS.map((card) => (
        <Grid key={card.id} size={{ xs: 12, sm: 6, md: 4, lg: 'grow' }}>
          <StatCard card={card} />
        </Grid>
      ))}
      <Grid size={12}>
        <Card>
          <CardHeader
            title={translate('app.dashboard.registrations')}
            slotProps={{ title: { component: 'h2', variant: 'h6' } }}
          />
          <CardContent>
            {members.isPending ? (
              <Skeleton variant="rectangular" height={200} />
            ) : members.isError ? (
              <Typography color="text.secondary">{translate('app.dashboard.unavailable')}</Typography>
            ) : (
              <RegistrationsChart months={registrationsByMonth(members.data)} />
            )}
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
};
