import { defineModule } from '../defineModule.js';
import routes from './routes.js';
import { seedPackages } from './seed.js';

export default defineModule({
  name: 'packages',
  routes,
  seed: { sizes: { packages: 4 }, run: seedPackages },
});
