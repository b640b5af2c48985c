import { defineModule } from '../defineModule.js';
import routes from './routes.js';
import { seedHeroes } from './seed.js';

export default defineModule({
  name: 'heroes',
  routes,
  seed: { after: ['members', 'packages'], sizes: { heroes: 6 }, run: seedHeroes },
});
