import Icon from '@mui/icons-material/HandshakeOutlined';
import { defineResource } from '../defineResource';

export default defineResource({
  name: 'partners',
  screens: () => import('./screens'),
  views: ['list', 'create', 'edit'],
  icon: Icon,
  menu: [{ title: 'app.shell.menu.partners', group: 'market-place', order: 10 }],
  legacy: {
    'marketPlace/business/partners': '',
    'marketPlace/partner/create': 'create',
    'marketPlace/:id/partner/edit': ':id',
    'partner/onboardings': '',
  },
  activity: {
    partners: 'app.activity.resources.partners',
  },
});
