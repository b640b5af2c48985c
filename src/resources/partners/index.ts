import icon from './icon';
import type { ResourceScreens } from '../../routes/lazyResource';
import { PartnerCreate } from './PartnerCreate';
import { PartnerEdit } from './PartnerEdit';
import { PartnerList } from './PartnerList';

export default {
  icon,
  list: PartnerList,
  create: PartnerCreate,
  edit: PartnerEdit,
} satisfies ResourceScreens;
