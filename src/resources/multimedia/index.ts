import icon from './icon';
import type { ResourceScreens } from '../../routes/lazyResource';
import { MultimediaCreate } from './MultimediaCreate';
import { MultimediaEdit } from './MultimediaEdit';
import { MultimediaList } from './MultimediaList';

export { MultimediaUpload } from './MultimediaUpload';
export default {
  icon,
  list: MultimediaList,
  create: MultimediaCreate,
  edit: MultimediaEdit,
} satisfies ResourceScreens;
