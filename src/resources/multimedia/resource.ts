import Icon from '@mui/icons-material/PermMediaOutlined';
import { defineResource } from '../defineResource';

export default defineResource({
  name: 'multimedia',
  screens: () => import('./screens'),
  views: ['list', 'create', 'edit'],
  routes: {
    ':id/upload': 'MultimediaUpload',
  },
  icon: Icon,
  menu: [{ title: 'app.shell.menu.multimedias', group: 'content-library', order: 10 }],
  legacy: {
    'contentLibrary/multimedias': '',
    'contentLibrary/multimedia/create': 'create',
    'contentLibrary/multimedia/:id/edit': ':id',
    'contentLibrary/multimedia/:id/upload': ':id/upload',
  },
  activity: {
    multimedia: 'app.activity.resources.multimedia',
  },
});
