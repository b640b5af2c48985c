import { defineModule } from '../defineModule.js';
import routes from './routes.js';

export default defineModule({
  name: 'countries',
  routes,
});
