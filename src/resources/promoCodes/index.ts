import type { ResourceScreens } from '../../routes/lazyResource';
import { PromoCodeCreate } from './PromoCodeCreate';
import { PromoCodeEdit } from './PromoCodeEdit';
import { PromoCodeList } from './PromoCodeList';

export default {
  list: PromoCodeList,
  create: PromoCodeCreate,
  edit: PromoCodeEdit,
} satisfies ResourceScreens;
