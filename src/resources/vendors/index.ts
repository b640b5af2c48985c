import icon from './icon';
import type { ResourceScreens } from '../../routes/lazyResource';
import { VendorList } from './VendorList';
import { VendorShow } from './VendorShow';

export default {
  icon,
  list: VendorList,
  show: VendorShow,
} satisfies ResourceScreens;
