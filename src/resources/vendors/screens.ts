import type { ResourceScreens } from '../defineResource';
import { VendorList } from './VendorList';
import { VendorShow } from './VendorShow';

export default {
  list: VendorList,
  show: VendorShow,
} satisfies ResourceScreens;
