import { useState } from 'react';
import { Card, CardContent, Grid, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatCalendarDate } from '../components/format/dates';
import { UserPage } from './UserPage';
import { EventTypeChip } from './EventTypeChip';
import { EVENT_TYPES, filterSampleEvents, upcomingSampleEvents, type EventType } from './sampleData';

/** /user/events/upcoming: sample cards with search and category filter (spec 3 §2). */
export const UpcomingEvents = () => {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<EventType | 'all'>('all');
  const events = filterSampleEvents(upcomingSampleEvents, search, category);

  return (
    <UserPage title="app.userArea.upcoming.title">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={translate('app.userArea.upcoming.search')}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ flex: 2 }}
        />
        <TextField
          select
          label={translate('app.userArea.upcoming.category')}
          value={category}
          onChange={(event) => setCategory(event.target.value as EventType | 'all')}
          sx={{ flex: 1 }}
        >
          <MenuItem value="all">{translate('app.userArea.upcoming.all')}</MenuItem>
          {EVENT_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {translate(`app.userArea.event_types.${type}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {events.length === 0 ? (
        <Typography role="status" color="text.secondary">
          {translate('app.userArea.upcoming.no_courses')}
        </Typography>
      ) : (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {events.map((event) => (
            <Grid key={event.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
              <Card component="article" aria-label={event.name}>
                <CardContent>
                  <Typography variant="h6" component="h2">
                    {event.name}
                  </Typography>
                  <Typography color="text.secondary" gutterBottom>
                    {formatCalendarDate(event.date)}
                  </Typography>
                  <EventTypeChip type={event.type} />
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
    </UserPage>
  );
};
