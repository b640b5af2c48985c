import type { ResourceScreens } from '../defineResource';
import { MultimediaCreate } from './MultimediaCreate';
import { MultimediaEdit } from './MultimediaEdit';
import { MultimediaList } from './MultimediaList';

export { MultimediaUpload } from './MultimediaUpload';
export default {
  list: MultimediaList,
  create: MultimediaCreate,
  edit: MultimediaEdit,
} satisfies ResourceScreens;
