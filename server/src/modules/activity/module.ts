import { defineModule } from '../defineModule.js';
import routes from './routes.js';
import { seedActivity } from './seed.js';

export default defineModule({
  name: 'activity',
  routes,
  seed: { after: ['events', 'groups', 'members', 'packages'], run: seedActivity },
});
