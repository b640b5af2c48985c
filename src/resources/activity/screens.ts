import type { ResourceScreens } from '../defineResource';
import { ActivityList } from './ActivityList';

export default { list: ActivityList } satisfies ResourceScreens;
