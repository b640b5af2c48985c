import Icon from '@mui/icons-material/HelpOutline';
import { defineResource, recordFromState } from '../defineResource';

export default defineResource({
  name: 'faqs',
  screens: () => import('./screens'),
  views: ['list', 'create', 'edit'],
  icon: Icon,
  menu: [{ title: 'app.shell.menu.faqs', order: 100 }],
  legacy: {
    'faq/create': 'create',
    'faq/edit': recordFromState,
  },
  activity: {
    faqs: 'app.activity.resources.faqs',
  },
});
