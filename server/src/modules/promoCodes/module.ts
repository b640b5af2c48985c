import { defineModule } from '../defineModule.js';
import routes from './routes.js';
import { seedPromoCodes } from './seed.js';

export default defineModule({
  name: 'promoCodes',
  routes,
  seed: { after: ['events'], sizes: { promoCodes: 8 }, run: seedPromoCodes },
});
