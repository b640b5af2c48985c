/**
 * The public pages live outside <Admin basename="/admin"> (spec 1 §2). The app mounts <Admin> under a
 * parent router (src/main.tsx), so react-admin navigates with that router: an absolute path like '/login' is not
 * prefixed by the basename (only react-admin's default login URL is, giving '/admin/login').
 */
export const LOGIN_PATH = '/login';
export const FORGOT_PASSWORD_PATH = '/forgetPassword';
export const AFTER_LOGIN_PATH = '/admin/dashboard';
