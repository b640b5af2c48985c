import { sessionStore } from '../auth/session';
import { createDataProvider } from './dataProvider';
import { apiUrl, createHttpClient } from './httpClient';
import { createUploadClient } from './uploadClient';

const client = { apiUrl, getToken: sessionStore.getToken };

/** The app's dataProvider over the /v1 API, the full resource registry and the signed-in admin's token. */
export const dataProvider = createDataProvider(createHttpClient(client), {
  uploadClient: createUploadClient(client),
});
