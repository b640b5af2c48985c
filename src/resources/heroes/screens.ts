import type { ResourceScreens } from '../defineResource';
import { HeroCreate } from './HeroCreate';
import { HeroEdit } from './HeroEdit';
import { HeroList } from './HeroList';

export { HeroPendingList, HeroRegisteredList } from './HeroSessionList';
export default {
  list: HeroList,
  create: HeroCreate,
  edit: HeroEdit,
} satisfies ResourceScreens;
