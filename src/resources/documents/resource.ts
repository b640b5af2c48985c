import Icon from '@mui/icons-material/DescriptionOutlined';
import { defineResource } from '../defineResource';

export default defineResource({
  name: 'documents',
  screens: () => import('./screens'),
  views: ['list', 'create', 'edit'],
  icon: Icon,
  menu: [{ title: 'app.shell.menu.documents', group: 'content-library', order: 20 }],
  legacy: {
    'contentLibrary/documents': '',
    'contentLibrary/document/create': 'create',
    'contentLibrary/document/:id/edit': ':id',
  },
  activity: {
    documents: 'app.activity.resources.documents',
  },
});
