import { useState } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Alert, Stack, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useGetList, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { errorText } from '../../api/apiErrors';
import { activityTime, isActivityMissing, type ActivityEntry } from './activityTypes';
import { FieldChanges } from './FieldChanges';

const HISTORY_SIZE = 50;

/** The error's text (an i18n key or the server's words); the log's absence has its own. */
const historyErrorText = (error: unknown): string => {
  if (isActivityMissing(error)) return 'app.activity.not_recorded';
  return errorText(error);
};

/**
 * 'History': the activity log's entries of the record being edited, newest first. Collapsed at first and read
 * only when opened, so the edit screen costs nothing more; a backend without the log says so here.
 */
export const RecordHistory = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  const resource = useResourceContext();
  const [open, setOpen] = useState(false);
  const { data, error, isPending } = useGetList<ActivityEntry>(
    'activity',
    {
      filter: { resource, recordId: record?.id },
      sort: { field: 'at', order: 'DESC' },
      pagination: { page: 1, perPage: HISTORY_SIZE },
    },
    { enabled: open && record !== undefined, retry: false },
  );
  if (!record) return null;
  return (
    <Accordion
      expanded={open}
      onChange={(_, expanded) => setOpen(expanded)}
      disableGutters
      sx={{ mt: 2 }}
      // A section of the page as its forms' sections are (h2), not a heading inside MUI's own h3.
      slots={{ heading: 'h2' }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="subtitle1" component="span">
          {translate('app.activity.history')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        {error ? (
          <Alert severity={isActivityMissing(error) ? 'info' : 'error'}>
            {translate(historyErrorText(error), { _: historyErrorText(error) })}
          </Alert>
        ) : isPending ? (
          <Typography variant="body2">{translate('app.activity.loading')}</Typography>
        ) : data.length === 0 ? (
          <Typography variant="body2">{translate('app.activity.no_history')}</Typography>
        ) : (
          <Stack spacing={1.5} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {data.map((entry) => (
              <li key={entry.id}>
                <Typography variant="body2">
                  {translate('app.activity.history_line', {
                    action: translate(`app.activity.actions.${entry.action}`, { _: entry.action }),
                    who: entry.adminEmail ?? translate('app.activity.unknown_admin'),
                    when: activityTime(entry.at),
                  })}
                </Typography>
                <FieldChanges resource={entry.resource} changes={entry.changes} />
              </li>
            ))}
          </Stack>
        )}
      </AccordionDetails>
    </Accordion>
  );
};
