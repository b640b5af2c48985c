import icon from './icon';
import type { ResourceScreens } from '../../routes/lazyResource';
import { HeroCreate } from './HeroCreate';
import { HeroEdit } from './HeroEdit';
import { HeroList } from './HeroList';

export { HeroPendingList, HeroRegisteredList } from './HeroSessionList';
export default {
  icon,
  list: HeroList,
  create: HeroCreate,
  edit: HeroEdit,
} satisfies ResourceScreens;
