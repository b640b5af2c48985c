import { BY_NAME } from '../../components/list/sortOrders';
import { MemberListView } from './MemberListView';

const WITH_PACKAGE = { incomplete: false };

/** 'Members List': members with a package. */
export const MemberList = () => (
  <MemberListView
    kind="active"
    title="app.members.title"
    filter={WITH_PACKAGE}
    // The API's own order (api-contract.md C1).
    sort={BY_NAME}
    storeKey="members.active"
  />
);
