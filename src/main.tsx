import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    {/* No transitions: react-admin's logout navigates, then clears its caches; wrapped in transitions the
        two keep interrupting each other and re-run checkAuth/logout (see tests/auth/authRedirect.test.tsx). */}
    <BrowserRouter useTransitions={false}>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
