import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { contrastText } from '../components/badges/contrastText';
import { EVENT_TYPE_COLOURS, type EventType } from './sampleData';

/** A sample event's type in its colour (purple, green, orange), its text black or white to stay readable. */
export const EventTypeChip = ({ type }: { type: EventType }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      label={translate(`app.userArea.event_types.${type}`)}
      sx={{ bgcolor: EVENT_TYPE_COLOURS[type], color: contrastText(EVENT_TYPE_COLOURS[type]) }}
    />
  );
};
