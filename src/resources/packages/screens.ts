import type { ResourceScreens } from '../defineResource';
import { PackageCreate } from './PackageCreate';
import { PackageEdit } from './PackageEdit';
import { PackageList } from './PackageList';

export default {
  list: PackageList,
  create: PackageCreate,
  edit: PackageEdit,
} satisfies ResourceScreens;
