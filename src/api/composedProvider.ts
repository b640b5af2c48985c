import { combineDataProviders, type DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { createSimpleRestClient } from './simpleRestClient';
import type { AppDataProvider, ClientConfig } from './types';

/**
 * A resource served in ra-data-simple-rest's regular convention under /v1/admin (not in the backend's
 * irregular dialect): its folder's `api.ts` declares it so.
 */
export interface SimpleRestResource {
  name: string;
  dialect: 'simple-rest';
}

/**
 * The app's one dataProvider: the simple-REST resources (by name) through ra-data-simple-rest (with the app's token,
 * deadline and error texts), every other resource — and the registry provider's own calls (toggleStatus, act,
 * upload, clearCache) — through the registry provider, which stays single-dialect.
 */
export function composeDataProvider(
  registryProvider: AppDataProvider,
  client: ClientConfig,
  simpleRestResources: readonly string[],
  simpleRest: DataProvider = simpleRestProvider(
    `${client.apiUrl}/admin`,
    createSimpleRestClient(client.getToken),
  ),
): AppDataProvider {
  return combineDataProviders((resource) =>
    simpleRestResources.includes(resource) ? simpleRest : registryProvider,
  ) as AppDataProvider;
}
