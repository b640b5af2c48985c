import Icon from '@mui/icons-material/AssignmentIndOutlined';
import { defineResource } from '../defineResource';

export default defineResource({
  name: 'heroApplications',
  screens: () => import('./screens'),
  views: ['list', 'show'],
  icon: Icon,
  menu: [{ id: 'hero-applications', title: 'app.shell.menu.hero_requests', group: 'health-hero', order: 30 }],
  legacy: {
    healthHeroRequests: '',
    'healthHeroRequest/:id/view': ':id/show',
  },
});
