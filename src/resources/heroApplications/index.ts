import icon from './icon';
import type { ResourceScreens } from '../../routes/lazyResource';
import { HeroApplicationList } from './HeroApplicationList';
import { HeroApplicationShow } from './HeroApplicationShow';

export default {
  icon,
  list: HeroApplicationList,
  show: HeroApplicationShow,
} satisfies ResourceScreens;
