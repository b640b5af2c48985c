import type { ResourceScreens } from '../defineResource';
import { PartnerCreate } from './PartnerCreate';
import { PartnerEdit } from './PartnerEdit';
import { PartnerList } from './PartnerList';

export default {
  list: PartnerList,
  create: PartnerCreate,
  edit: PartnerEdit,
} satisfies ResourceScreens;
