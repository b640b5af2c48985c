import { useState } from 'react';
import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportRow } from './memberImportRows';

/** One row of the preview or of the result: the row, and what is (or became) of it. */
export interface ShownRow {
  row: ImportRow;
  /** Translated texts: the problems, or the result. */
  notes: string[];
  /** The notes are problems (shown in the error colour). */
  failed: boolean;
}

const PAGE_SIZE = 50;

/** A row's problems, or its result. */
const Notes = ({ notes, failed }: Pick<ShownRow, 'notes' | 'failed'>) =>
  notes.map((note) => (
    <Typography key={note} variant="body2" color={failed ? 'error' : 'success.main'} component="div">
      {note}
    </Typography>
  ));

/**
 * The file's rows, a page at a time (a 10,000-row file stays light), with their problems or results. On a phone
 * a row's member and its problems share one column, so the problems show without scrolling sideways.
 */
export const ImportRowsTable = ({
  rows,
  packageNames,
}: {
  rows: ShownRow[];
  packageNames: Map<string, string>;
}) => {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const lastPage = Math.max(0, Math.ceil(rows.length / PAGE_SIZE) - 1);
  const current = Math.min(page, lastPage);
  const column = (key: string) => translate(`app.member_import.columns.${key}`);
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const nameOf = (row: ImportRow) => `${row.values.firstName ?? ''} ${row.values.lastName ?? ''}`.trim();
  const membershipOf = (row: ImportRow) => packageNames.get(row.values.packageName ?? '') ?? '';
  const pageRows = rows.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE);
  return (
    <>
      {/* A named, focusable region: a long email can still make the table scroll sideways, and a keyboard must
          reach it to scroll it (axe: scrollable-region-focusable). */}
      <TableContainer tabIndex={0} role="region" aria-label={translate('app.member_import.rows_table')}>
        <Table size="small">
          <TableHead>
            {narrow ? (
              <TableRow>
                <TableCell>{column('line')}</TableCell>
                <TableCell>{column('member_result')}</TableCell>
              </TableRow>
            ) : (
              <TableRow>
                <TableCell>{column('line')}</TableCell>
                <TableCell>{column('name')}</TableCell>
                <TableCell>{column('email')}</TableCell>
                <TableCell>{column('membership')}</TableCell>
                <TableCell>{column('result')}</TableCell>
              </TableRow>
            )}
          </TableHead>
          <TableBody>
            {pageRows.map(({ row, notes, failed }) =>
              narrow ? (
                <TableRow key={row.line}>
                  <TableCell>{row.line}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    <Typography variant="body2" component="div" sx={{ fontWeight: 'medium' }}>
                      {nameOf(row)}
                    </Typography>
                    <Box sx={{ color: 'text.secondary' }}>
                      <div>{row.values.email}</div>
                      <div>{membershipOf(row)}</div>
                    </Box>
                    <Notes notes={notes} failed={failed} />
                  </TableCell>
                </TableRow>
              ) : (
                <TableRow key={row.line}>
                  <TableCell>{row.line}</TableCell>
                  <TableCell>{nameOf(row)}</TableCell>
                  <TableCell>{row.values.email}</TableCell>
                  <TableCell>{membershipOf(row)}</TableCell>
                  <TableCell>
                    <Notes notes={notes} failed={failed} />
                  </TableCell>
                </TableRow>
              ),
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {rows.length > PAGE_SIZE && (
        <TablePagination
          component="div"
          count={rows.length}
          page={current}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[]}
          onPageChange={(_, next) => setPage(next)}
          labelDisplayedRows={({ from, to, count }) =>
            translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
          }
        />
      )}
    </>
  );
};
