import ProfileIcon from '@mui/icons-material/AccountCircleOutlined';

export { ProfileShow } from './ProfileShow';
export { ProfileEdit } from './ProfileEdit';
export const icon = ProfileIcon;
