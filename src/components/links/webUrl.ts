/**
 * An http(s) URL from the API, or undefined. Links the API hands over are never opened with another
 * scheme (`javascript:`, `data:`), which would run in the admin's session.
 */
export function webUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
