import type { ResourceScreens } from '../defineResource';
import { PromoCodeCreate } from './PromoCodeCreate';
import { PromoCodeEdit } from './PromoCodeEdit';
import { PromoCodeList } from './PromoCodeList';

export default {
  list: PromoCodeList,
  create: PromoCodeCreate,
  edit: PromoCodeEdit,
} satisfies ResourceScreens;
