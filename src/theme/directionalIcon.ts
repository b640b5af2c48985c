/**
 * The class of an icon that points a direction (back, log out, open in a new tab): mirrored on right-to-left
 * pages (rtlGlobalStyles). A class, because MUI names its icons (data-testid) in development builds only.
 */
export const DIRECTIONAL_ICON = 'app-directional-icon';
