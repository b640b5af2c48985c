import icon from './icon';
import type { ResourceScreens } from '../../routes/lazyResource';
import { MemberCreate } from './MemberCreate';
import { MemberEdit } from './MemberEdit';
import { MemberList } from './MemberList';

export { IncompleteMemberList } from './IncompleteMemberList';
export { MembersByPackageList } from './MembersByPackageList';
export { MemberImport } from './import/MemberImport';
export default { icon, list: MemberList, create: MemberCreate, edit: MemberEdit } satisfies ResourceScreens;
