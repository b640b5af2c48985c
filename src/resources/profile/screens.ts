export { ProfileShow } from './ProfileShow';
export { ProfileEdit } from './ProfileEdit';
