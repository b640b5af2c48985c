import { MemberListView } from './MemberListView';

const WITHOUT_PACKAGE = { incomplete: true };
const NEWEST_FIRST = { field: 'createdAt', order: 'DESC' } as const;

/** 'Incomplete Members List': members without a package, newest registration first. */
export const IncompleteMemberList = () => (
  <MemberListView
    kind="incomplete"
    title="app.members.incomplete_title"
    filter={WITHOUT_PACKAGE}
    sort={NEWEST_FIRST}
    storeKey="members.incomplete"
  />
);
