import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LinearProgress } from '@mui/material';
import { ForgotPasswordPage, LoginPage, PublicProviders, ResetPasswordPage } from './public';
import { LOGIN_PATH } from './auth/authPaths';
import { legacyRoutes } from './routes/legacy';
import { LegacyRedirect } from './routes/LegacyRedirect';
import { DirectionProvider } from './theme/DirectionProvider';

// The admin and the user area load on first visit, so /login carries neither.
const AdminApp = lazy(() => import('./routes/AdminApp'));
const UserArea = lazy(() => import('./userArea'));

/**
 * The app's routes (spec 1 §2): public pages outside react-admin, the user area, every legacy spec URL
 * redirecting to its canonical one, and react-admin under /admin; all laid out in the direction of the
 * language in use.
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
        {legacyRoutes.map((route) => (
          <Route key={route.from} path={route.from} element={<LegacyRedirect route={route} />} />
        ))}
        <Route path="/admin/*" element={<AdminApp />} />
        <Route path="*" element={<Navigate to={LOGIN_PATH} replace />} />
      </Routes>
    </Suspense>
  </DirectionProvider>
);
