import { lazyScreen } from '../../routes/lazyScreen';
import type { ResourceScreens } from '../defineResource';
import { MemberList } from './MemberList';

export { IncompleteMemberList } from './IncompleteMemberList';
export { MembersByPackageList } from './MembersByPackageList';

// The lists download with the folder; the forms and the import (file inputs, date pickers, CSV parsing) only when
// opened, so /admin/members carries none of their code (issues 26 and 28: the first screen's JavaScript).
export const MemberImport = lazyScreen(() => import('./import/MemberImport'), 'MemberImport');
const MemberCreate = lazyScreen(() => import('./MemberCreate'), 'MemberCreate');
const MemberEdit = lazyScreen(() => import('./MemberEdit'), 'MemberEdit');

export default { list: MemberList, create: MemberCreate, edit: MemberEdit } satisfies ResourceScreens;
