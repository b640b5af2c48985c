import { Link as RouterLink } from 'react-router';
import { Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { AppDataProvider } from '../api/types';
import type { DashboardCard } from './dashboardCounts';

/** One count on the dashboard, linking to its list; '—' when the count cannot be read. */
export const StatCard = ({ card }: { card: DashboardCard }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isPending, isError } = useQuery({
    queryKey: ['dashboard', 'count', card.id],
    queryFn: () => card.count(dataProvider),
    retry: false,
  });
  const name = translate(`app.dashboard.${card.id}`);
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={card.to}
        aria-label={translate('app.dashboard.open_list', { name })}
        sx={{ height: '100%' }}
      >
        <CardContent>
          <Typography color="text.secondary" gutterBottom>
            {name}
          </Typography>
          <Typography variant="h4" component="p" data-testid={`dashboard-count-${card.id}`}>
            {isPending ? <Skeleton width={48} /> : isError ? translate('app.dashboard.unavailable') : data}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
};
