import icon from './icon';
import type { ResourceScreens } from '../../routes/lazyResource';
import { PackageCreate } from './PackageCreate';
import { PackageEdit } from './PackageEdit';
import { PackageList } from './PackageList';

export default {
  icon,
  list: PackageList,
  create: PackageCreate,
  edit: PackageEdit,
} satisfies ResourceScreens;
