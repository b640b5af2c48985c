import type { ResourceScreens } from '../defineResource';
import { HeroApplicationList } from './HeroApplicationList';
import { HeroApplicationShow } from './HeroApplicationShow';

export default {
  list: HeroApplicationList,
  show: HeroApplicationShow,
} satisfies ResourceScreens;
