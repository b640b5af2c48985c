import type { ResourceScreens } from '../defineResource';
import { FaqCreate } from './FaqCreate';
import { FaqEdit } from './FaqEdit';
import { FaqList } from './FaqList';

export default {
  list: FaqList,
  create: FaqCreate,
  edit: FaqEdit,
} satisfies ResourceScreens;
