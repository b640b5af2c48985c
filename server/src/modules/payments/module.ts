import { defineModule } from '../defineModule.js';
import routes from './routes.js';
import { seedPayments } from './seed.js';

export default defineModule({
  name: 'payments',
  routes,
  seed: { after: ['members', 'packages'], sizes: { transactions: 150 }, run: seedPayments },
});
