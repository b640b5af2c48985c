import { Box, Typography } from '@mui/material';
import { useTranslate, type Identifier } from 'react-admin';
import type { BulkWriteError } from '../../../api/bulkWrites';
import type { Notice } from '../useFailureNotice';

/** Shown at most: a longer list says how many more. */
export const MAX_LISTED = 10;

export interface BulkFailureNoticeProps {
  error: BulkWriteError;
  /** The row's name (its record's name field), or its id when the record cannot be read. */
  nameOf: (id: Identifier) => string;
  /** Why each of `error.failures` failed, in their order, worded for the admin (useFailureNotice). */
  reasons: Notice[];
}

/**
 * The outcome of a bulk run that did not change every row, in the admin's language: how many were changed, which
 * rows failed and why, and how many were not sent because the run was cancelled.
 */
export const BulkFailureNotice = ({ error, nameOf, reasons }: BulkFailureNoticeProps) => {
  const translate = useTranslate();
  const { done, failures, skipped } = error;
  const total = done.length + failures.length + skipped.length;
  const listed = failures.slice(0, MAX_LISTED);
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {translate('app.bulk.outcome', { done: done.length, total })}
      </Typography>
      {failures.length > 0 && (
        <>
          <Typography variant="body2">
            {translate('app.bulk.failed_rows', { smart_count: failures.length })}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {listed.map(({ id }, index) => {
              const { message, messageArgs } = reasons[index] ?? { message: '' };
              return (
                <li key={String(id)}>
                  {translate('app.kit.row_control', {
                    label: nameOf(id),
                    name: translate(message, { _: message, ...messageArgs }),
                  })}
                </li>
              );
            })}
          </Box>
          {failures.length > listed.length && (
            <Typography variant="body2">
              {translate('app.bulk.more_failed', { smart_count: failures.length - listed.length })}
            </Typography>
          )}
        </>
      )}
      {skipped.length > 0 && (
        <Typography variant="body2">
          {translate('app.bulk.not_sent', { smart_count: skipped.length })}
        </Typography>
      )}
    </Box>
  );
};
