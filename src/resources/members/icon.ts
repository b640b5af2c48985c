import Icon from '@mui/icons-material/PeopleOutline';

/** The resource's icon in the menu, the page search and the shortcut bar. */
export default Icon;
