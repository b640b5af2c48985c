import { defineModule } from '../defineModule.js';
import routes from './routes.js';
import { seedFaqs } from './seed.js';

export default defineModule({
  name: 'faqs',
  routes,
  seed: { sizes: { faqs: 8 }, run: seedFaqs },
});
