import { useMemo } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslate } from 'react-admin';
import type { BatchOutcome } from '../../../api/runBatch';
import { ImportRowsTable, type ShownRow } from './ImportRowsTable';
import type { CheckedFile } from './MemberImport';
import { downloadRowsNotImported, type RowNotImported } from './memberImportFiles';
import type { ImportRow } from './memberImportRows';

export interface MemberImportResultProps {
  file: CheckedFile;
  /** The outcome of each row sent, by line. */
  outcomes: Map<number, BatchOutcome>;
  cancelled: boolean;
  packageNames: Map<string, string>;
  onRetry: (rows: ImportRow[]) => void;
  onStartOver: () => void;
}

/**
 * After an import: how many were imported, failed, kept out by their problems or left out by a cancel, each row
 * sent with its result, the rows not imported (the preview's too) as a CSV with a Reason column, and a retry of
 * the failed and left-out rows.
 */
export const MemberImportResult = ({
  file,
  outcomes,
  cancelled,
  packageNames,
  onRetry,
  onStartOver,
}: MemberImportResultProps) => {
  const translate = useTranslate();
  const { shown, notImported, toRetry, counts } = useMemo(() => {
    // invalid: the rows the preview's problems kept out, which were never sent.
    const counts = { done: 0, failed: 0, skipped: 0, invalid: 0 };
    const shown: ShownRow[] = [];
    const notImported: RowNotImported[] = [];
    const toRetry: ImportRow[] = [];
    for (const row of file.rows) {
      const outcome = outcomes.get(row.line);
      if (!outcome) {
        counts.invalid += 1;
        notImported.push({ row, reason: row.problems.join('; ') });
        continue;
      }
      counts[outcome.status] += 1;
      if (outcome.status === 'done') {
        shown.push({ row, failed: false, notes: [translate('app.member_import.imported')] });
        continue;
      }
      const reason = outcome.status === 'failed' ? outcome.reason : translate('app.member_import.not_run');
      shown.push({ row, failed: true, notes: [reason] });
      notImported.push({ row, reason });
      toRetry.push(row);
    }
    return { shown, notImported, toRetry, counts };
  }, [file, outcomes, translate]);

  return (
    <>
      <Typography variant="h6" component="p">
        {translate(cancelled ? 'app.member_import.cancelled' : 'app.member_import.finished')}
      </Typography>
      <Alert severity={notImported.length > 0 ? 'warning' : 'success'} sx={{ my: 2 }} role="status">
        {translate('app.member_import.result', counts)}
      </Alert>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        {notImported.length > 0 && (
          <Button
            startIcon={<DownloadIcon />}
            onClick={() => downloadRowsNotImported(file.fields, notImported)}
          >
            {translate('app.member_import.download_failed')}
          </Button>
        )}
        {toRetry.length > 0 && (
          <Button variant="contained" onClick={() => onRetry(toRetry)}>
            {translate('app.member_import.retry_failed')}
          </Button>
        )}
        <Button onClick={onStartOver}>{translate('app.member_import.import_another')}</Button>
      </Box>
      <ImportRowsTable rows={shown} packageNames={packageNames} />
    </>
  );
};
