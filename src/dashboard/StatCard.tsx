import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { AppDataProvider } from '../api/types';
import { useCountText } from '../i18n/useCountText';
import type { DashboardCard } from './dashboardCounts';

/**
 * One count on the dashboard, linking to its list; '—' when the count cannot be read. The count sits at the
 * card's foot, so the counts of a row line up when one card's name wraps onto a second line.
 */
export const StatCard = ({ card }: { card: DashboardCard }) => {
  const translate = useTranslate();
  const countText = useCountText();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isPending, isError } = useQuery({
    queryKey: ['dashboard', 'count', card.id],
    queryFn: () => card.count(dataProvider),
    retry: false,
  });
  const name = translate(`app.dashboard.${card.id}`);
  const countId = useId();
  const noteId = useId();
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={card.to}
        aria-label={translate('app.dashboard.open_list', { name })}
        // The label names the link; the count (and what it counts) is read after it.
        aria-describedby={card.note ? `${countId} ${noteId}` : countId}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
          <Typography color="text.secondary" gutterBottom={!card.note}>
            {name}
          </Typography>
          {card.note && (
            <Typography id={noteId} variant="body2" color="text.secondary" gutterBottom>
              {translate(`app.dashboard.${card.note}`)}
            </Typography>
          )}
          <Typography
            variant="h4"
            component="p"
            id={countId}
            data-testid={`dashboard-count-${card.id}`}
            sx={{ mt: 'auto' }}
          >
            {isPending ? (
              <Skeleton width={48} />
            ) : isError ? (
              translate('app.dashboard.unavailable')
            ) : (
              countText(data)
            )}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
};
