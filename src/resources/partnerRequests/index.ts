import icon from './icon';
import type { ResourceScreens } from '../../routes/lazyResource';
import { PartnerRequestList } from './PartnerRequestList';
import { PartnerRequestShow } from './PartnerRequestShow';

export default {
  icon,
  list: PartnerRequestList,
  show: PartnerRequestShow,
} satisfies ResourceScreens;
