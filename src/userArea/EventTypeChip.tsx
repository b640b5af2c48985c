import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { EVENT_TYPE_COLOURS, type EventType } from './sampleData';

/** A sample event's type in its colour (purple, green, orange). */
export const EventTypeChip = ({ type }: { type: EventType }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      label={translate(`app.userArea.event_types.${type}`)}
      sx={{ bgcolor: EVENT_TYPE_COLOURS[type], color: '#fff' }}
    />
  );
};
