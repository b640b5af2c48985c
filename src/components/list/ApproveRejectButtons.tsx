import { Box } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { useDataProvider, useRecordContext } from 'react-admin';
import type { AppDataProvider } from '../../api/types';
import { ACTION_SUCCESS_MS, ConfirmAction } from './ConfirmAction';
import { useRowControlName } from './useRowControlName';

/** The i18n keys of one decision: the confirmation's question and the success message. */
export interface DecisionTexts {
  confirm: string;
  success: string;
}

export interface ApproveRejectButtonsProps {
  /** The resource whose registry entry has `approve` and `reject` actions. */
  resource: string;
  approve: DecisionTexts;
  reject: DecisionTexts;
  /** Lists that change with a decision (the request's own list first: it leaves it). */
  invalidates: string[];
  /** The record field naming the row in the buttons' accessible names ('Approve: Ann Archer'; default `name`). */
  nameSource?: string;
}

/**
 * Approve and Reject of the row's request, each behind a No / Yes confirmation, running the registry's
 * `approve` / `reject` action with the row's record; the success message stays 3 s (spec 3 §9).
 */
export const ApproveRejectButtons = ({
  resource,
  approve,
  reject,
  invalidates,
  nameSource = 'name',
}: ApproveRejectButtonsProps) => {
  const record = useRecordContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const approveName = useRowControlName('app.common.approve', nameSource);
  const rejectName = useRowControlName('app.common.reject', nameSource);
  if (!record) return null;
  const decide = (action: 'approve' | 'reject') => () =>
    dataProvider.act(resource, action, { id: String(record.id), record });
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <ConfirmAction
        label="app.common.approve"
        accessibleName={approveName}
        icon={<CheckIcon />}
        color="success"
        title="app.common.approve"
        content={approve.confirm}
        mutationFn={decide('approve')}
        successMessage={approve.success}
        successDurationMs={ACTION_SUCCESS_MS}
        invalidates={invalidates}
      />
      <ConfirmAction
        label="app.common.reject"
        accessibleName={rejectName}
        icon={<CloseIcon />}
        color="error"
        title="app.common.reject"
        content={reject.confirm}
        mutationFn={decide('reject')}
        successMessage={reject.success}
        successDurationMs={ACTION_SUCCESS_MS}
        invalidates={invalidates}
      />
    </Box>
  );
};
