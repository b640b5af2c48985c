import type { ResourceScreens } from '../defineResource';
import { PartnerRequestList } from './PartnerRequestList';
import { PartnerRequestShow } from './PartnerRequestShow';

export default {
  list: PartnerRequestList,
  show: PartnerRequestShow,
} satisfies ResourceScreens;
