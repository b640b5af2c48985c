import Icon from '@mui/icons-material/InboxOutlined';
import { defineResource } from '../defineResource';

export default defineResource({
  name: 'partnerRequests',
  screens: () => import('./screens'),
  views: ['list', 'show'],
  icon: Icon,
  menu: [
    // 'Requests' (spec 1 §2) are the business partner requests of the marketplace (spec 3 §2): 'Partner Requests',
    // told apart from the Health Hero group's 'Hero Requests'.
    { id: 'requests', title: 'app.shell.menu.requests', order: 110 },
  ],
  legacy: {
    'marketPlace/partners/request/list': '',
    'marketPlace/partner/request/:id/view': ':id/show',
  },
});
