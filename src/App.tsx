import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LinearProgress } from '@mui/material';
import { ForgotPasswordPage, LoginPage, PublicProviders, ResetPasswordPage } from './public';
import { LOGIN_PATH } from './auth/authPaths';
import { SHELL_LEGACY_ROUTES } from './routes/legacy';
import { LegacyRedirect } from './routes/LegacyRedirect';
import { preloadableLazy } from './routes/preloadableLazy';
import { DirectionProvider } from './theme/DirectionProvider';

// The admin and the user area load on first visit, so /login carries neither. The admin's code counts as
// loaded once the screen of the address it boots on has loaded too (see startRouteLoading).
const AdminApp = preloadableLazy(async () => {
  const module = await import('./routes/AdminApp');
  await module.bootScreenLoaded;
  return module;
});
const UserArea = preloadableLazy(() => import('./userArea'));

/**
 * Downloads the code the address needs before the app's first render, so that render does not suspend
 * (see preloadableLazy). Never rejects: a failed download is left to the render, which shows it.
 */
export async function preloadAddress(pathname: string): Promise<void> {
  const area = pathname.startsWith('/admin') ? AdminApp : pathname.startsWith('/user') ? UserArea : undefined;
  await area?.preload().catch(() => undefined);
}

/**
 * The app's routes (spec 1 §2): public pages outside react-admin, the user area, the shell's legacy spec URLs
 * redirecting to their canonical ones (the resources' own are the admin's: AdminApp), and react-admin under
 * /admin; all laid out in the direction of the language in use.
 */
export const App = () => (
  <DirectionProvider>
    <Suspense fallback={<LinearProgress />}>
      <Routes>
        <Route path="/" element={<Navigate to={LOGIN_PATH} replace />} />
        <Route element={<PublicProviders />}>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/forgetPassword" element={<ForgotPasswordPage />} />
          <Route path="/reset/:token" element={<ResetPasswordPage />} />
          <Route path="/user/*" element={<UserArea />} />
        </Route>
        {SHELL_LEGACY_ROUTES.map((route) => (
          <Route key={route.from} path={route.from} element={<LegacyRedirect routes={[route]} />} />
        ))}
        <Route path="/admin/*" element={<AdminApp />} />
        <Route path="*" element={<Navigate to={LOGIN_PATH} replace />} />
      </Routes>
    </Suspense>
  </DirectionProvider>
);
