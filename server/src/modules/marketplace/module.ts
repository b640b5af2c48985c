import { defineModule } from '../defineModule.js';
import routes from './routes.js';
import { seedMarketplace } from './seed.js';

export default defineModule({
  name: 'marketplace',
  routes,
  seed: { sizes: { partners: 8, partnerRequests: 6, vendors: 6 }, run: seedMarketplace },
});
