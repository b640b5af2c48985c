import { combineDataProviders, type DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { createSimpleRestClient } from './simpleRestClient';
import type { AppDataProvider, ClientConfig } from './types';

/**
 * Resources served in ra-data-simple-rest's regular convention under /v1/admin (not in the backend's
 * irregular dialect). Adding one is one line here.
 */
export const SIMPLE_REST_RESOURCES: readonly string[] = ['activity'];

/**
 * The app's one dataProvider: the simple-REST resources through ra-data-simple-rest (with the app's token,
 * deadline and error texts), every other resource — and the registry provider's own calls (toggleStatus, act,
 * upload, clearCache) — through the registry provider, which stays single-dialect.
 */
export function composeDataProvider(
  registryProvider: AppDataProvider,
  client: ClientConfig,
  simpleRest: DataProvider = simpleRestProvider(
    `${client.apiUrl}/admin`,
    createSimpleRestClient(client.getToken),
  ),
): AppDataProvider {
  return combineDataProviders((resource) =>
    SIMPLE_REST_RESOURCES.includes(resource) ? simpleRest : registryProvider,
  ) as AppDataProvider;
}
