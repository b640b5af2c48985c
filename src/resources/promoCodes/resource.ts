import Icon from '@mui/icons-material/LocalOfferOutlined';
import { defineResource, recordFromState } from '../defineResource';

export default defineResource({
  name: 'promoCodes',
  screens: () => import('./screens'),
  views: ['list', 'create', 'edit'],
  icon: Icon,
  menu: [{ id: 'promo-codes', title: 'app.shell.menu.promo_codes', group: 'events', order: 60 }],
  legacy: {
    'events/promo/codes': '',
    'events/promo/code/create': 'create',
    'events/promo/code/edit': recordFromState,
  },
  activity: {
    promoCodes: 'app.activity.resources.promoCodes',
  },
});
