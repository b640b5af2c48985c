import icon from './icon';
import type { ResourceScreens } from '../../routes/lazyResource';
import { FaqCreate } from './FaqCreate';
import { FaqEdit } from './FaqEdit';
import { FaqList } from './FaqList';

export default {
  icon,
  list: FaqList,
  create: FaqCreate,
  edit: FaqEdit,
} satisfies ResourceScreens;
