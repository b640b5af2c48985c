import Icon from '@mui/icons-material/VideoLibraryOutlined';
import { defineResource } from '../defineResource';

export default defineResource({
  name: 'spotlightVideos',
  screens: () => import('./screens'),
  views: ['list', 'create'],
  icon: Icon,
  menu: [
    { id: 'spotlight-videos', title: 'app.shell.menu.spotlight_videos', group: 'health-hero', order: 20 },
  ],
  legacy: {
    'health-heros/spotlightVideos': '',
    'health-heros/spotlightVideo/create': 'create',
  },
  activity: {
    spotlightVideos: 'app.activity.resources.spotlightVideos',
  },
});
