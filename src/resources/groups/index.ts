import type { ResourceScreens } from '../../routes/lazyResource';
import { GroupCreate } from './GroupCreate';
import { GroupEdit } from './GroupEdit';
import { GroupList } from './GroupList';

export default { list: GroupList, create: GroupCreate, edit: GroupEdit } satisfies ResourceScreens;
