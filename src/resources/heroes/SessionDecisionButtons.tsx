import { ApproveRejectButtons } from '../../components/list/ApproveRejectButtons';

const APPROVE = { confirm: 'app.heroes.pending.confirm_approve', success: 'app.heroes.pending.accepted' };
const REJECT = { confirm: 'app.heroes.pending.confirm_reject', success: 'app.heroes.pending.rejected' };
/** The request leaves the pending list; an approved one joins the registered users. */
export const SESSION_DECIDED = ['heroSessionRequests', 'heroRegisteredUsers'];

/** Approve and Reject of a pending session request (spec 3 §2, §4). */
export const SessionDecisionButtons = () => (
  <ApproveRejectButtons
    resource="heroSessionRequests"
    approve={APPROVE}
    reject={REJECT}
    invalidates={SESSION_DECIDED}
  />
);
