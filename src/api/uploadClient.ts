import { HttpError } from 'react-admin';
import { ERROR_KEYS, NO_ANSWER_STATUS, signedOut } from './apiErrors';
import { readApiResponse } from './apiResponse';
import { requestBody, requestHeaders, requestToken, withQuery } from './requestParts';
import type { ApiRequest, ApiResponse, ClientConfig, UploadClient, UploadOptions } from './types';

/**
 * The UploadClient over XMLHttpRequest, because fetch cannot report upload progress. No timeout: large
 * files take as long as they take; the caller cancels through `options.signal`, which rejects with a
 * DOMException named 'AbortError' (as fetch does) so callers can tell a cancel from a failure.
 */
export const createUploadClient =
  ({ apiUrl, getToken }: ClientConfig): UploadClient =>
  <T>(request: ApiRequest, options: UploadOptions = {}) =>
    new Promise<ApiResponse<T>>((resolve, reject) => {
      const { onProgress, signal } = options;
      if (signal?.aborted) {
        reject(abortError());
        return;
      }
      const token = requestToken(request, getToken);
      if (token === null && request.auth !== false) {
        reject(signedOut());
        return;
      }
      const xhr = new XMLHttpRequest();
      const abort = () => xhr.abort();
      signal?.addEventListener('abort', abort, { once: true });
      const settle = () => signal?.removeEventListener('abort', abort);

      xhr.open(request.method, withQuery(apiUrl + request.path, request.query));
      for (const [name, value] of Object.entries(requestHeaders(request, token))) {
        xhr.setRequestHeader(name, value);
      }
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) {
          onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
        }
      };
      xhr.onload = () => {
        settle();
        try {
          const contentType = xhr.getResponseHeader('content-type');
          resolve(readApiResponse<T>(xhr.status, xhr.responseText, contentType, request.okStatus));
        } catch (error) {
          reject(error);
        }
      };
      xhr.onerror = () => {
        settle();
        reject(new HttpError(ERROR_KEYS.network, NO_ANSWER_STATUS, null));
      };
      xhr.onabort = () => {
        settle();
        reject(abortError());
      };
      xhr.send(requestBody(request) ?? null);
    });

function abortError(): DOMException {
  return new DOMException('The upload was cancelled.', 'AbortError');
}
