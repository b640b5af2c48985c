import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface BatchProgressProps {
  finished: number;
  total: number;
  /** Cancel was pressed: the writes in flight are finishing. */
  cancelling: boolean;
  onCancel: () => void;
}

/** A batch of writes under way: a bar with 'x of y', and Cancel (which stops after the writes in flight). */
export const BatchProgress = ({ finished, total, cancelling, onCancel }: BatchProgressProps) => {
  const translate = useTranslate();
  const percent = total === 0 ? 100 : Math.round((finished / total) * 100);
  return (
    <Box sx={{ my: 2 }}>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={translate('app.batch.progress_label')}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1 }}>
        <Typography variant="body2" role="status">
          {translate(cancelling ? 'app.batch.cancelling' : 'app.batch.progress', { finished, total })}
        </Typography>
        {/* The colour of the text around it: the primary blue was 2.2:1 on a notification's blue (WCAG 1.4.3). */}
        <Button onClick={onCancel} disabled={cancelling} size="small" color="inherit">
          {translate('ra.action.cancel')}
        </Button>
      </Box>
    </Box>
  );
};
