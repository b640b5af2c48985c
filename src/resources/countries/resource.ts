import { defineResource } from '../defineResource';

export default defineResource({
  name: 'countries',
});
