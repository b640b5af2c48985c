import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatCalendarDate } from '../components/format/dates';
import { UserPage } from './UserPage';
import { EventTypeChip } from './EventTypeChip';
import { registeredSampleEvents } from './sampleData';

const COLUMNS = ['index', 'name', 'date', 'type', 'status'];

/** /user/events/registered: a sample table (spec 3 §2). */
export const RegisteredEvents = () => {
  const translate = useTranslate();
  return (
    <UserPage title="app.userArea.registered.title">
      {/* On a phone the table scrolls inside its card, never the page. */}
      <TableContainer component={Paper}>
        <Table aria-label={translate('app.userArea.registered.title')}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column}>{translate(`app.userArea.registered.${column}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {registeredSampleEvents.map((event, index) => (
              <TableRow key={event.id}>
                <TableCell>{index + 1}</TableCell>
                <TableCell>{event.name}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(event.date)}</TableCell>
                <TableCell>
                  <EventTypeChip type={event.type} />
                </TableCell>
                <TableCell>{translate(`app.userArea.event_status.${event.status}`)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </UserPage>
  );
};
