import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { LinearProgress } from '@mui/material';
import { App, preloadAddress } from './App';

/**
 * A data router around the app's routes: react-admin's warning before leaving a form with unsaved changes
 * (warnWhenUnsavedChanges, on every form: src/theme.ts) blocks navigations through it, which a BrowserRouter
 * cannot do.
 */
const router = createBrowserRouter([{ path: '*', element: <App /> }]);

const root = createRoot(document.getElementById('root') as HTMLElement);
// A progress bar while the address's code downloads, then the app (rendered as content, not as a Suspense
// fallback, whose throttle would hold the app back).
root.render(<LinearProgress />);
void preloadAddress(window.location.pathname).then(() =>
  root.render(
    <StrictMode>
      {/* No transitions: react-admin's logout navigates, then clears its caches; wrapped in transitions the
          two keep interrupting each other and re-run checkAuth/logout (see tests/auth/authRedirect.test.tsx). */}
      <RouterProvider router={router} useTransitions={false} />
    </StrictMode>,
  ),
);
