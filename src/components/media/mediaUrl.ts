/**
 * Stored images are either paths relative to the backend host (`public/images/…`) or absolute S3 URLs
 * (api-contract.md §5). The backend host is the one the API lives on: same origin unless VITE_API_URL
 * names another (as in src/api/httpClient.ts).
 */
const backendHost = String(import.meta.env?.VITE_API_URL ?? '');

/** The URL to load a stored image from, or undefined when there is none. */
export function mediaUrl(stored: unknown, host: string = backendHost): string | undefined {
  if (typeof stored !== 'string' || stored.trim() === '') return undefined;
  const value = stored.trim();
  if (/^https?:\/\//i.test(value)) return value;
  return `${host.replace(/\/+$/, '')}/${value.replace(/^\/+/, '')}`;
}
