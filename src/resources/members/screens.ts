import type { ResourceScreens } from '../defineResource';
import { MemberCreate } from './MemberCreate';
import { MemberEdit } from './MemberEdit';
import { MemberList } from './MemberList';

export { IncompleteMemberList } from './IncompleteMemberList';
export { MembersByPackageList } from './MembersByPackageList';
export { MemberImport } from './import/MemberImport';
export default { list: MemberList, create: MemberCreate, edit: MemberEdit } satisfies ResourceScreens;
