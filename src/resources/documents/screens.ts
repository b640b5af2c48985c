import type { ResourceScreens } from '../defineResource';
import { DocumentCreate } from './DocumentCreate';
import { DocumentEdit } from './DocumentEdit';
import { DocumentList } from './DocumentList';

export default {
  list: DocumentList,
  create: DocumentCreate,
  edit: DocumentEdit,
} satisfies ResourceScreens;
