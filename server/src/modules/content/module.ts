import { defineModule } from '../defineModule.js';
import routes from './routes.js';
import { seedContent } from './seed.js';

export default defineModule({
  name: 'content',
  routes,
  seed: { after: ['packages'], sizes: { multimedia: 12, documents: 10 }, run: seedContent },
});
