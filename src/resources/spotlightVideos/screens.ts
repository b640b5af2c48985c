import type { ResourceScreens } from '../defineResource';
import { SpotlightVideoCreate } from './SpotlightVideoCreate';
import { SpotlightVideoList } from './SpotlightVideoList';

export default {
  list: SpotlightVideoList,
  create: SpotlightVideoCreate,
} satisfies ResourceScreens;
