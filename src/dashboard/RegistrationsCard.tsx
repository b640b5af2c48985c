import { useState } from 'react';
import { Button, Card, CardContent, CardHeader, Skeleton, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { AppDataProvider } from '../api/types';
import { allMembers, membersHeld } from './dashboardCounts';
import { registrationsByMonth } from './registrationsByMonth';
import { RegistrationsChart } from './RegistrationsChart';

/**
 * New registrations per month. They are counted over every member, which the dashboard does not read unasked
 * (100 000 members are 40 requests): drawn at once when the members collection is already in memory (the members
 * list was open), else on the administrator's request.
 */
export const RegistrationsCard = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [asked, setAsked] = useState(false);
  const held = useQuery({
    queryKey: ['dashboard', 'membersHeld'],
    queryFn: () => membersHeld(dataProvider),
  });
  const wanted = asked || held.data === true;
  const members = useQuery({
    queryKey: ['dashboard', 'registrations'],
    queryFn: () => allMembers(dataProvider),
    enabled: wanted,
    retry: false,
  });
  const body = () => {
    if (held.isPending || (wanted && members.isPending))
      return <Skeleton variant="rectangular" height={200} />;
    if (!wanted) {
      return (
        <Button variant="outlined" onClick={() => setAsked(true)}>
          {translate('app.dashboard.registrations_show')}
        </Button>
      );
    }
    if (members.isError)
      return <Typography color="text.secondary">{translate('app.dashboard.unavailable')}</Typography>;
    return <RegistrationsChart months={registrationsByMonth(members.data ?? [])} />;
  };
  return (
    <Card>
      <CardHeader
        title={translate('app.dashboard.registrations')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <CardContent>{body()}</CardContent>
    </Card>
  );
};
