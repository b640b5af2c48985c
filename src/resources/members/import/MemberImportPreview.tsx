import { useMemo, useState } from 'react';
import { Alert, Box, Button, FormControlLabel, Switch } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ImportRowsTable, type ShownRow } from './ImportRowsTable';
import type { CheckedFile } from './MemberImport';
import type { ImportRow } from './memberImportRows';

export interface MemberImportPreviewProps {
  file: CheckedFile;
  packageNames: Map<string, string>;
  onImport: (rows: ImportRow[]) => void;
  onCancel: () => void;
}

/** Before anything is written: every row with its problems, and 'Import N valid rows' or Cancel. */
export const MemberImportPreview = ({ file, packageNames, onImport, onCancel }: MemberImportPreviewProps) => {
  const translate = useTranslate();
  const [onlyProblems, setOnlyProblems] = useState(false);
  const valid = useMemo(() => file.rows.filter((row) => row.problems.length === 0), [file]);
  const shown = useMemo(
    (): ShownRow[] =>
      file.rows
        .filter((row) => !onlyProblems || row.problems.length > 0)
        .map((row) => ({
          row,
          failed: row.problems.length > 0,
          notes: row.problems.length > 0 ? row.problems : [translate('app.member_import.ready')],
        })),
    [file, onlyProblems, translate],
  );
  const invalid = file.rows.length - valid.length;
  return (
    <>
      <Alert severity={invalid > 0 ? 'warning' : 'info'} sx={{ mb: 2 }}>
        {translate('app.member_import.summary', {
          rows: translate('app.member_import.rows', { smart_count: file.rows.length }),
          valid: valid.length,
          invalid,
        })}
      </Alert>
      <FormControlLabel
        control={<Switch checked={onlyProblems} onChange={(_, checked) => setOnlyProblems(checked)} />}
        label={translate('app.member_import.only_problems')}
      />
      <ImportRowsTable rows={shown} packageNames={packageNames} />
      <Box sx={{ display: 'flex', gap: 2, mt: 2 }}>
        <Button variant="contained" disabled={valid.length === 0} onClick={() => onImport(valid)}>
          {translate('app.member_import.import_valid', { smart_count: valid.length })}
        </Button>
        <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
      </Box>
    </>
  );
};
