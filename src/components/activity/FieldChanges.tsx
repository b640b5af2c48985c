import { Box, Typography } from '@mui/material';
import { useTranslate, useTranslateLabel } from 'react-admin';
import type { FieldChange } from './activityTypes';
import { labelledIn, screenFieldOf } from '../../resources/screenFields';
import { fieldReadingOf } from '../../resources/activity/fieldReadings';
import { ChangeValue } from './ChangeValue';

export interface FieldChangesProps {
  /** The resource whose record changed: its screens' labels name the fields. */
  resource: string;
  changes: FieldChange[];
}

/**
 * The fields a write changed, each as `field: before → after`: the field by the name the resource's screens give
 * it (`resources.<name>.fields.*`, or react-admin's reading of the key when they have none), each value as those
 * screens show it (ChangeValue, with the field's reading: its choices' labels, a referenced record's name); the
 * arrow, a message, points the way the language reads.
 */
export const FieldChanges = ({ resource, changes }: FieldChangesProps) => {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const isLabelled = labelledIn(translate);
  if (changes.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {changes.map((change) => {
        const reading = fieldReadingOf(resource, change.field);
        const source =
          reading.label ?? screenFieldOf(resource, change.field, change.after ?? change.before, isLabelled);
        const label = String(translateLabel({ source, resource }));
        return (
          <Typography component="li" variant="body2" key={change.field}>
            <strong>{label}</strong>: <ChangeValue value={change.before} label={label} reading={reading} />{' '}
            {translate('app.activity.changed_to')}{' '}
            <ChangeValue value={change.after} label={label} reading={reading} />
          </Typography>
        );
      })}
    </Box>
  );
};
