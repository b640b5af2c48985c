import Icon from '@mui/icons-material/PeopleOutline';
import { defineResource } from '../defineResource';

export default defineResource({
  name: 'members',
  screens: () => import('./screens'),
  views: ['list', 'create', 'edit'],
  routes: {
    'filtered-by-package': 'MembersByPackageList',
    import: 'MemberImport',
    ':id/transactions': { load: () => import('../transactions/screens'), name: 'TransactionHistory' },
  },
  pages: {
    'incomplete/members': 'IncompleteMemberList',
  },
  icon: Icon,
  menu: [{ title: 'app.shell.menu.members', order: 20, currentAlsoAt: ['/admin/incomplete/members'] }],
  legacy: {
    'member/create': 'create',
    'member/:id/edit': ':id',
    'member/:id/transaction/summary': ':id/transactions',
  },
  activity: {
    members: 'app.activity.resources.members',
  },
});
