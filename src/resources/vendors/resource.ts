import Icon from '@mui/icons-material/LocalShippingOutlined';
import { defineResource } from '../defineResource';

export default defineResource({
  name: 'vendors',
  screens: () => import('./screens'),
  views: ['list', 'show'],
  icon: Icon,
  menu: [{ title: 'app.shell.menu.vendors', group: 'market-place', order: 20 }],
  legacy: {
    'marketPlace/vendors/list': '',
    'marketPlace/vendor/:id/view': ':id/show',
  },
});
