import { defineModule } from '../defineModule.js';
import routes from './routes.js';
import { seedGroups } from './seed.js';

export default defineModule({
  name: 'groups',
  routes,
  seed: { after: ['members', 'packages'], sizes: { groups: 6 }, run: seedGroups },
});
