import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FieldChange } from './activityTypes';

const MAX_TEXT = 80;

/** A recorded value as one short readable line: empty, yes/no, a list's items, an object's name, or its text. */
function readable(value: unknown, translate: (key: string) => string): string {
  if (value === null || value === undefined || value === '') return translate('app.activity.empty_value');
  if (typeof value === 'boolean') return translate(value ? 'app.activity.yes' : 'app.activity.no');
  if (Array.isArray(value)) return value.map((item) => readable(item, translate)).join(', ');
  if (typeof value === 'object') {
    const named = (value as Record<string, unknown>).name;
    return typeof named === 'string' && named ? named : JSON.stringify(value);
  }
  const text = String(value);
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

/**
 * The fields a write changed, each as `field: before → after`. Each value is isolated (<bdi>) so that an email or
 * a number keeps its own direction, and the arrow, a message, points the way the language reads.
 */
export const FieldChanges = ({ changes }: { changes: FieldChange[] }) => {
  const translate = useTranslate();
  if (changes.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {changes.map((change) => (
        <Typography component="li" variant="body2" key={change.field}>
          <strong>{change.field}</strong>: <bdi>{readable(change.before, translate)}</bdi>{' '}
          {translate('app.activity.changed_to')} <bdi>{readable(change.after, translate)}</bdi>
        </Typography>
      ))}
    </Box>
  );
};
