import Icon from '@mui/icons-material/GroupsOutlined';
import { defineResource } from '../defineResource';

export default defineResource({
  name: 'groups',
  screens: () => import('./screens'),
  views: ['list', 'create', 'edit'],
  routes: {
    ':id/pending': 'GroupPendingList',
    ':id/members': 'GroupMemberList',
    ':id/members/add': 'GroupAddMember',
  },
  collections: ['groupRequests', 'groupMembers'],
  icon: Icon,
  menu: [{ title: 'app.shell.menu.wsgs', order: 60 }],
  legacy: {
    wsgs: '',
    'wsgs/groupList': '',
    'wsgs/create': 'create',
    'wsgs/:id/edit': ':id',
    'wsgs/:id/pending': ':id/pending',
    'wsgs/:id/listOfJoineUsers': ':id/members',
    'wsgs/:id/listOfJoineUsers/addMember': ':id/members/add',
  },
  activity: {
    groups: 'app.activity.resources.groups',
  },
});
