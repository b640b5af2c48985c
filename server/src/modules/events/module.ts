import { defineModule } from '../defineModule.js';
import routes from './routes.js';
import { seedEvents } from './seed.js';

export default defineModule({
  name: 'events',
  routes,
  seed: { after: ['members', 'packages'], sizes: { events: 20 }, run: seedEvents },
});
