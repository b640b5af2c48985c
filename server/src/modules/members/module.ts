import { defineModule } from '../defineModule.js';
import routes from './routes.js';
import { seedMembers } from './seed.js';
import { warmMemberList } from './warm.js';

export default defineModule({
  name: 'members',
  routes,
  seed: { after: ['packages'], sizes: { members: 60 }, run: seedMembers },
  warm: warmMemberList,
});
