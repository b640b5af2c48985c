import PackageIcon from '@mui/icons-material/CardMembership';

export { PackageList } from './PackageList';
export { PackageCreate } from './PackageCreate';
export { PackageEdit } from './PackageEdit';
export const icon = PackageIcon;
