import { combineDataProviders, type DataProvider } from 'react-admin';
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
 * ra-data-simple-rest over /v1/admin with the app's token, deadline and error texts, downloaded when first called:
 * only the activity log speaks it, so the lists' first screens leave it out (issues 26 and 28).
 */
const simpleRestOf = (client: ClientConfig) => async (): Promise<DataProvider> => {
  const [{ default: simpleRestProvider }, { createSimpleRestClient }] = await Promise.all([
    import('ra-data-simple-rest'),
    import('./simpleRestClient'),
  ]);
  return simpleRestProvider(`${client.apiUrl}/admin`, createSimpleRestClient(client.getToken));
};

/** A DataProvider that makes `load`'s on its first call (again after a failed download) and passes calls on. */
export function onFirstCall(load: () => Promise<DataProvider>): DataProvider {
  let provider: Promise<DataProvider> | undefined;
  const loaded = () => {
    if (!provider) {
      provider = load();
      provider.catch(() => (provider = undefined));
    }
    return provider;
  };
  return new Proxy({} as DataProvider, {
    get: (_target, method) =>
      typeof method === 'symbol' || method === 'then'
        ? undefined
        : async (...params: unknown[]) =>
            ((await loaded())[method] as (...args: unknown[]) => unknown)(...params),
  });
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
  simpleRest: DataProvider = onFirstCall(simpleRestOf(client)),
): AppDataProvider {
  return combineDataProviders((resource) =>
    simpleRestResources.includes(resource) ? simpleRest : registryProvider,
  ) as AppDataProvider;
}
