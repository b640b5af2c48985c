import type { ResourceScreens } from '../../routes/lazyResource';
import { ActivityList } from './ActivityList';
import icon from './icon';

export default { list: ActivityList, icon } satisfies ResourceScreens;
