import { Box } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { useDataProvider, useRecordContext } from 'react-admin';
import type { AppDataProvider } from '../../api/types';
import { ConfirmAction } from '../../components/list/ConfirmAction';

/** Lists that change when a join request is decided: the request leaves the pending list. */
const DECIDED = ['groupRequests', 'groupMembers', 'groups'];

/** Approve and Reject of a pending join request, each behind a No / Yes confirmation (spec 3 §2). */
export const RequestDecisionButtons = () => {
  const record = useRecordContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  if (!record) return null;
  const decide = (action: 'approve' | 'reject') => () =>
    dataProvider.act('groupRequests', action, { id: String(record.id), record });
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <ConfirmAction
        label="app.common.approve"
        icon={<CheckIcon />}
        color="success"
        title="app.common.approve"
        content="app.groups.pending.confirm_approve"
        mutationFn={decide('approve')}
        successMessage="app.groups.pending.accepted"
        invalidates={DECIDED}
      />
      <ConfirmAction
        label="app.common.reject"
        icon={<CloseIcon />}
        color="error"
        title="app.common.reject"
        content="app.groups.pending.confirm_reject"
        mutationFn={decide('reject')}
        successMessage="app.groups.pending.rejected"
        invalidates={DECIDED}
      />
    </Box>
  );
};
