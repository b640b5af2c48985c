import { defineModule } from '../defineModule.js';
import routes from './routes.js';
import { seedVouchers } from './seed.js';

export default defineModule({
  name: 'vouchers',
  routes,
  seed: { after: ['packages'], sizes: { vouchers: 8 }, run: seedVouchers },
});
