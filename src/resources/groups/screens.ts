import type { ResourceScreens } from '../defineResource';
import { GroupCreate } from './GroupCreate';
import { GroupEdit } from './GroupEdit';
import { GroupList } from './GroupList';

export { GroupAddMember } from './GroupAddMember';
export { GroupMemberList } from './GroupMemberList';
export { GroupPendingList } from './GroupPendingList';
export default {
  list: GroupList,
  create: GroupCreate,
  edit: GroupEdit,
} satisfies ResourceScreens;
