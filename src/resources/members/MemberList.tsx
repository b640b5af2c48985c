import { MemberListView } from './MemberListView';

const WITH_PACKAGE = { incomplete: false };
/** The API's own order (api-contract.md C1). */
const BY_NAME = { field: 'name', order: 'ASC' } as const;

/** 'Members List': members with a package. */
export const MemberList = () => (
  <MemberListView
    kind="active"
    title="app.members.title"
    filter={WITH_PACKAGE}
    sort={BY_NAME}
    storeKey="members.active"
  />
);
