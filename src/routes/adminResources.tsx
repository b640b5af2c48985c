import { Route } from 'react-router';
import { Resource } from 'react-admin';
import type { ResourceDescriptor } from '../resources/defineResource';
import { screenOf } from './adminScreens';
import { lazyResource } from './lazyResource';

const routesOf = (descriptor: ResourceDescriptor, routes: ResourceDescriptor['routes'] = {}) =>
  Object.entries(routes).map(([path, ref]) => {
    const Screen = screenOf(descriptor, ref);
    return <Route key={path} path={path} element={<Screen />} />;
  });

/**
 * The `<Resource>`s of the descriptors: a resource's views and its other screens load with its folder on first
 * visit; a resource without views, and the collections read only inside screens, are declared bare.
 */
export const resourceElements = (descriptors: readonly ResourceDescriptor[]) =>
  descriptors.flatMap((descriptor) => [
    <Resource
      key={descriptor.name}
      name={descriptor.name}
      {...(descriptor.screens && descriptor.views?.length
        ? lazyResource(descriptor.screens, descriptor.views)
        : {})}
    >
      {routesOf(descriptor, descriptor.routes)}
    </Resource>,
    ...(descriptor.collections ?? []).map((name) => <Resource key={name} name={name} />),
  ]);

/** The `<Route>`s, for `<CustomRoutes>`, of the screens at their own path under /admin (the profile). */
export const pageRoutes = (descriptors: readonly ResourceDescriptor[]) =>
  descriptors.flatMap((descriptor) => routesOf(descriptor, descriptor.pages));
