import Icon from '@mui/icons-material/SupportAgentOutlined';
import { defineResource } from '../defineResource';

export default defineResource({
  name: 'heroes',
  screens: () => import('./screens'),
  views: ['list', 'create', 'edit'],
  routes: {
    ':id/pending': 'HeroPendingList',
    ':id/registered': 'HeroRegisteredList',
  },
  collections: ['heroSessionRequests', 'heroRegisteredUsers'],
  icon: Icon,
  menu: [{ title: 'app.shell.menu.mentoring', group: 'health-hero', order: 10 }],
  legacy: {
    'health-hero': '',
    'health-hero/create': 'create',
    'healthHero/:id/edit': ':id',
    'healthHero/:id/pending': ':id/pending',
    'healthHero/:id/listOfJoineUsers': ':id/registered',
  },
  activity: {
    heroes: 'app.activity.resources.heroes',
  },
});
