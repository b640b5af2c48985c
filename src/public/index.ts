export { PublicProviders } from './PublicProviders';
export { LoginPage } from './LoginPage';
export { ForgotPasswordPage } from './ForgotPasswordPage';
export { ResetPasswordPage } from './ResetPasswordPage';
