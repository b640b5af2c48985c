import icon from './icon';
import type { ResourceScreens } from '../../routes/lazyResource';
import { VoucherCreate } from './VoucherCreate';
import { VoucherEdit } from './VoucherEdit';
import { VoucherList } from './VoucherList';

export default {
  icon,
  list: VoucherList,
  create: VoucherCreate,
  edit: VoucherEdit,
} satisfies ResourceScreens;
