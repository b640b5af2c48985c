/**
 * The admin's photo as a URL: stored paths are relative to the backend host (`{host}/public/…`), S3 values
 * are already absolute (api-contract §5). The host is `apiUrl` without its trailing /v1.
 */
export function photoUrl(path: string | undefined, apiUrl: string): string | undefined {
  if (!path) return undefined;
  if (/^(https?:|data:|blob:)/i.test(path)) return path;
  const host = apiUrl.replace(/\/v1\/?$/, '');
  return `${host}/${path.replace(/^\/+/, '')}`;
}
