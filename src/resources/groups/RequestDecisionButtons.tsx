import { ApproveRejectButtons } from '../../components/list/ApproveRejectButtons';

const APPROVE = { confirm: 'app.groups.pending.confirm_approve', success: 'app.groups.pending.accepted' };
const REJECT = { confirm: 'app.groups.pending.confirm_reject', success: 'app.groups.pending.rejected' };
/** The request leaves the pending list; an approved one joins the members (and the group's `members`). */
export const REQUEST_DECIDED = ['groupRequests', 'groupMembers', 'groups'];

/** Approve and Reject of a pending join request (spec 3 §2). */
export const RequestDecisionButtons = () => (
  <ApproveRejectButtons
    resource="groupRequests"
    approve={APPROVE}
    reject={REJECT}
    invalidates={REQUEST_DECIDED}
  />
);
