import { sessionStore } from '../auth/session';
import { composeDataProvider } from './composedProvider';
import { createDataProvider } from './dataProvider';
import { apiUrl, createHttpClient } from './httpClient';
import { createUploadClient } from './uploadClient';

const client = { apiUrl, getToken: sessionStore.getUsableToken };

/**
 * The app's dataProvider over the /v1 API, the full resource registry and the signed-in admin's token; the
 * regular REST resources (the activity log) go through ra-data-simple-rest beside it.
 */
export const dataProvider = composeDataProvider(
  createDataProvider(createHttpClient(client), { uploadClient: createUploadClient(client) }),
  client,
);
