import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { LinkBase, Title, useCreatePath, useDataProvider, useRefresh, useTranslate } from 'react-admin';
import { parseCsvFile } from '../../../components/csv/parseCsvFile';
import { failureNotice } from '../../../api/serverMessages';
import { serverErrorText } from '../../../components/forms/serverErrorText';
import { useBatchRun } from '../../../components/import/useBatchRun';
import type { BatchOutcome } from '../../../api/runBatch';
import { downloadImportTemplate } from './memberImportFiles';
import {
  checkImportRows,
  matchHeaders,
  missingHeaders,
  templateHeaders,
  type ImportContext,
  type ImportRow,
} from './memberImportRows';
import { MemberImportPreview } from './MemberImportPreview';
import { MemberImportProgress } from './MemberImportProgress';
import { MemberImportResult } from './MemberImportResult';
import { ChooseCsvFileButton } from './ChooseCsvFileButton';
import { useMemberImportContext } from './useMemberImportContext';
import { useStopImportOnLeave } from './useStopImportOnLeave';

/** A file read and checked: its headers (for the rows-not-imported file) and its rows with their problems. */
export interface CheckedFile {
  fields: string[];
  rows: ImportRow[];
}

/**
 * 'Import Members' (issue #18) at /members/import: choose a CSV like the members download (or the template),
 * see every row with its problems, import the valid ones through the provider a few at a time with progress
 * and Cancel, then a result per row, the rows not imported as a CSV to fix, and a retry of the failed ones.
 */
export const MemberImport = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  const createPath = useCreatePath();
  const { context, error: contextError } = useMemberImportContext();
  const [checked, setChecked] = useState<CheckedFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  /** A file chosen before the packages, countries and members it is checked against have arrived. */
  const [waitingFile, setWaitingFile] = useState<File | null>(null);
  /** The outcome of each row sent, by line, across retries. */
  const [outcomes, setOutcomes] = useState<Map<number, BatchOutcome> | null>(null);

  const write = useCallback(
    (row: ImportRow) => dataProvider.create('members', { data: row.values }),
    [dataProvider],
  );
  const reasonOf = useCallback(
    (error: unknown) => {
      const { message, messageArgs } = failureNotice(error, serverErrorText(error), 'members', translate);
      return translate(message, { _: message, ...messageArgs });
    },
    [translate],
  );
  const batch = useBatchRun(write, { reasonOf });
  const packageNames = useMemo(
    () => new Map((context?.packages ?? []).map((pkg) => [pkg.id, pkg.name])),
    [context],
  );

  const readFile = useCallback(
    async (file: File, against: ImportContext) => {
      setFileError(null);
      setReading(true);
      try {
        const parsed = await parseCsvFile(file);
        const matched = matchHeaders(parsed.fields);
        const missing = missingHeaders(matched);
        if (missing.length > 0) {
          setFileError(translate('app.member_import.missing_headers', { headers: missing.join(', ') }));
          return;
        }
        setChecked({
          fields: parsed.fields,
          rows: checkImportRows(parsed.rows, matched, against, translate),
        });
      } catch (error) {
        const key = error instanceof Error ? error.message : 'app.csv_import.unreadable';
        setFileError(translate(key, { _: key }));
      } finally {
        setReading(false);
      }
    },
    [translate],
  );
  // A file chosen while what it is checked against still loads is read once that has arrived, not dropped.
  useEffect(() => {
    if (!context || !waitingFile) return;
    setWaitingFile(null);
    void readFile(waitingFile, context);
  }, [context, waitingFile, readFile]);

  const importRows = async (rows: ImportRow[]) => {
    const results = await batch.start(rows);
    setOutcomes((previous) => {
      const next = new Map(previous ?? []);
      rows.forEach((row, index) => next.set(row.line, results[index] ?? { status: 'skipped' }));
      return next;
    });
    refresh();
  };

  const startOver = () => {
    setChecked(null);
    setOutcomes(null);
    setFileError(null);
    batch.reset();
  };

  const running = batch.state.status === 'running';
  useStopImportOnLeave(running, batch.cancel);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.member_import.title" />
      <CardContent>
        {contextError ? (
          <Alert severity="error">{reasonOf(contextError)}</Alert>
        ) : running && batch.state.status === 'running' ? (
          <MemberImportProgress state={batch.state} onCancel={batch.cancel} />
        ) : checked && outcomes ? (
          <MemberImportResult
            file={checked}
            outcomes={outcomes}
            cancelled={batch.state.status === 'finished' && batch.state.cancelled}
            packageNames={packageNames}
            onRetry={importRows}
            onStartOver={startOver}
          />
        ) : checked ? (
          <MemberImportPreview
            file={checked}
            packageNames={packageNames}
            onImport={importRows}
            onCancel={startOver}
          />
        ) : (
          <>
            <Typography variant="body1" sx={{ mb: 2 }}>
              {translate('app.member_import.intro', { columns: templateHeaders().join(', ') })}
            </Typography>
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
              <ChooseCsvFileButton disabled={!context || reading} onFile={setWaitingFile} />
              <Button startIcon={<DownloadIcon />} onClick={downloadImportTemplate}>
                {translate('app.member_import.template')}
              </Button>
            </Box>
            {(reading || waitingFile || !context) && (
              <Typography variant="body2" role="status" sx={{ mt: 2 }}>
                {translate(reading || waitingFile ? 'app.member_import.reading' : 'ra.page.loading')}
              </Typography>
            )}
            {fileError && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {fileError}
              </Alert>
            )}
          </>
        )}
        <Box sx={{ mt: 3 }}>
          <Button
            component={LinkBase}
            to={createPath({ resource: 'members', type: 'list' })}
            disabled={running}
          >
            {translate('app.member_import.back')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
};
