import { sessionStore } from '../auth/session';
import { composeDataProvider } from '../api/composedProvider';
import { createDataProvider } from '../api/dataProvider';
import { apiUrl, createHttpClient } from '../api/httpClient';
import { createUploadClient } from '../api/uploadClient';
import { registry, simpleRestResources } from './registry';

const client = { apiUrl, getToken: sessionStore.getUsableToken };

/**
 * The app's dataProvider over the /v1 API, every folder's API entries and the signed-in admin's token; the
 * regular REST resources (the activity log) go through ra-data-simple-rest beside it.
 */
export const dataProvider = composeDataProvider(
  createDataProvider(createHttpClient(client), { registry, uploadClient: createUploadClient(client) }),
  client,
  simpleRestResources,
);
