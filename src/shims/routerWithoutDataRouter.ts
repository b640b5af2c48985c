/**
 * What the build gives for `react-router-dom` (vite.config.ts): react-router, without its data router.
 *
 * react-admin's router adapter (ra-core's reactRouterProvider) imports `createHashRouter` and `RouterProvider`
 * to make a hash router of its own when `<Admin>` renders outside any router. This app renders it inside
 * `<BrowserRouter>` (src/main.tsx), so that router is never made; but its import kept react-router's whole data
 * router in the first screen's download, about 12 KB of gzip JavaScript of /login and /admin/members (issues 26 and
 * 28). The two stand-ins say what went wrong if they are ever reached.
 */
export * from 'react-router';

const noDataRouter = (): never => {
  throw new Error('react-admin rendered outside the app router: the build carries no data router');
};

export const createHashRouter = noDataRouter;
export const RouterProvider = noDataRouter;
