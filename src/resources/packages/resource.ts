import Icon from '@mui/icons-material/CardMembershipOutlined';
import { defineResource } from '../defineResource';

export default defineResource({
  name: 'packages',
  screens: () => import('./screens'),
  views: ['list', 'create', 'edit'],
  icon: Icon,
  menu: [{ title: 'app.shell.menu.packages', order: 10 }],
  legacy: {
    'package/create': 'create',
    'package/:id/edit': ':id',
  },
  activity: {
    packages: 'app.activity.resources.packages',
  },
});
