import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import type { BulkActOption } from './BulkActButton';

/**
 * Approve and Reject of the selected pending requests: the registry's `approve` / `reject` actions that each
 * row's buttons run (ApproveRejectButtons), once per request, behind one question naming how many. `invalidates`:
 * the lists a decision changes besides the requests' own.
 */
export const bulkDecisions = (invalidates: string[]): BulkActOption[] => [
  {
    action: 'approve',
    label: 'app.common.approve',
    icon: <CheckIcon />,
    confirm: 'app.bulk.approve_title',
    success: 'app.bulk.approved',
    invalidates,
  },
  {
    action: 'reject',
    label: 'app.common.reject',
    icon: <CloseIcon />,
    confirm: 'app.bulk.reject_title',
    success: 'app.bulk.rejected',
    invalidates,
  },
];
