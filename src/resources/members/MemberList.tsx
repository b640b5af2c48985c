import { MemberListView } from './MemberListView';

const WITH_PACKAGE = { incomplete: false };

/** 'Members List': members with a package. */
export const MemberList = () => (
  <MemberListView kind="active" title="app.members.title" filter={WITH_PACKAGE} storeKey="members.active" />
);
