import type { ResourceScreens } from '../../routes/lazyResource';
import icon from './icon';
import { PromoCodeCreate } from './PromoCodeCreate';
import { PromoCodeEdit } from './PromoCodeEdit';
import { PromoCodeList } from './PromoCodeList';

export default {
  list: PromoCodeList,
  create: PromoCodeCreate,
  edit: PromoCodeEdit,
  icon,
} satisfies ResourceScreens;
