import { createDataProvider } from './dataProvider';
import { apiUrl } from './httpClient';

/** The app's dataProvider over the /v1 API and the full resource registry. */
export const dataProvider = createDataProvider(apiUrl);
