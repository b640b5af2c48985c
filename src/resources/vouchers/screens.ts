import type { ResourceScreens } from '../defineResource';
import { VoucherCreate } from './VoucherCreate';
import { VoucherEdit } from './VoucherEdit';
import { VoucherList } from './VoucherList';

export default {
  list: VoucherList,
  create: VoucherCreate,
  edit: VoucherEdit,
} satisfies ResourceScreens;
