import icon from './icon';
import type { ResourceScreens } from '../../routes/lazyResource';
import { SpotlightVideoCreate } from './SpotlightVideoCreate';
import { SpotlightVideoList } from './SpotlightVideoList';

export default {
  icon,
  list: SpotlightVideoList,
  create: SpotlightVideoCreate,
} satisfies ResourceScreens;
