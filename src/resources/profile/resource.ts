import { defineResource } from '../defineResource';

export default defineResource({
  name: 'profile',
  screens: () => import('./screens'),
  pages: {
    profile: 'ProfileShow',
    'profile/edit': 'ProfileEdit',
  },
  activity: {
    profile: 'app.activity.resources.profile',
  },
});
