import Icon from '@mui/icons-material/ManageHistoryOutlined';
import { defineResource } from '../defineResource';

export default defineResource({
  name: 'activity',
  screens: () => import('./screens'),
  views: ['list'],
  icon: Icon,
  menu: [
    // Not in the spec (issue #18): the activity log.
    { title: 'app.activity.menu', order: 120 },
  ],
  activity: {
    // Sign-ins and password resets (src/auth) have no folder of their own.
    admins: 'app.activity.resources.admins',
  },
});
