import type { ResourceScreens } from '../../routes/lazyResource';
import { ActivityList } from './ActivityList';

export default { list: ActivityList } satisfies ResourceScreens;
