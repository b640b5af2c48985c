import icon from './icon';
import type { ResourceScreens } from '../../routes/lazyResource';
import { DocumentCreate } from './DocumentCreate';
import { DocumentEdit } from './DocumentEdit';
import { DocumentList } from './DocumentList';

export default {
  icon,
  list: DocumentList,
  create: DocumentCreate,
  edit: DocumentEdit,
} satisfies ResourceScreens;
