import MembersIcon from '@mui/icons-material/People';

export { MemberList } from './MemberList';
export { IncompleteMemberList } from './IncompleteMemberList';
export { MembersByPackageList } from './MembersByPackageList';
export { MemberCreate } from './MemberCreate';
export { MemberEdit } from './MemberEdit';
export const icon = MembersIcon;
