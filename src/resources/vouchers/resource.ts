import Icon from '@mui/icons-material/ConfirmationNumberOutlined';
import { defineResource, recordFromState } from '../defineResource';

export default defineResource({
  name: 'vouchers',
  screens: () => import('./screens'),
  views: ['list', 'create', 'edit'],
  icon: Icon,
  menu: [{ title: 'app.shell.menu.vouchers', order: 90 }],
  legacy: {
    'voucher/create': 'create',
    'voucher/edit': recordFromState,
  },
  activity: {
    vouchers: 'app.activity.resources.vouchers',
  },
});
