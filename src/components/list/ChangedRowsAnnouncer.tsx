import { Box } from '@mui/material';
import { useResourceContext, useTranslate } from 'react-admin';
import { useChangedRows } from '../../layout/live/changedRows';

/** Read by screen readers, not drawn (MUI's own `visuallyHidden` lives in @mui/utils, not a dependency here). */
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/**
 * Says in words, to screen readers, which row of the list another administrator just changed ('Updated by Ann:
 * Why?'), while the row is marked for the eye (changedRowMarks). A polite status, always in the page so that each
 * new text is announced.
 */
export const ChangedRowsAnnouncer = () => {
  const translate = useTranslate();
  const latest = useChangedRows(useResourceContext()).at(-1);
  const name = latest?.who ?? translate('app.live.someone');
  const text = latest
    ? latest.label
      ? translate('app.live.row_updated_named', { name, label: latest.label })
      : translate('app.live.row_updated', { name })
    : '';
  return (
    <Box role="status" sx={visuallyHidden}>
      {text}
    </Box>
  );
};
