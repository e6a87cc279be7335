import type * as z from 'zod/mini';
import { ApiError } from './api-error';
import { apiUrl, callHeaders, checkedAnswer, failedAnswer, parseAnswer } from './api-client';

export interface UploadProgress {
  /** Bytes of the request body sent so far. */
  loaded: number;
  total: number;
}

export interface UploadOptions<T> {
  /** Extra headers of the call, e.g. SPEC §7's WorldId, DocumentId, CategoryId. */
  headers?: Record<string, string>;
  /** Text fields sent before the file (the server may read them as the file streams in). */
  fields?: Record<string, string>;
  schema?: z.ZodMiniType<T>;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** For tests: how to make the request object. */
  createRequest?: () => XMLHttpRequest;
}

/**
 * A multipart upload of one file (SPEC §7), with the API client's token check,
 * headers and SPEC §8 errors, plus what fetch cannot give: progress of the
 * bytes sent. Aborting rejects with the signal's reason, like fetch.
 */
export function apiUpload<T = unknown>(
  path: string,
  file: Blob,
  fileName: string,
  options: UploadOptions<T> = {},
): Promise<T> {
  let headers: Record<string, string>;
  try {
    headers = { ...callHeaders(), ...options.headers };
  } catch (error) {
    return Promise.reject(error as Error);
  }
  const body = new FormData();
  for (const [name, value] of Object.entries(options.fields ?? {})) body.append(name, value);
  body.append('file', file, fileName);

  return new Promise<T>((resolve, reject) => {
    const request = options.createRequest?.() ?? new XMLHttpRequest();
    const signal = options.signal;
    const abort = () => request.abort();
    if (signal?.aborted) return reject(signal.reason);
    signal?.addEventListener('abort', abort, { once: true });
    const settle = () => signal?.removeEventListener('abort', abort);

    request.open('POST', apiUrl(path));
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable)
        options.onProgress?.({ loaded: event.loaded, total: event.total });
    });
    request.addEventListener('load', () => {
      settle();
      const data = parseAnswer(request.responseText);
      if (request.status < 200 || request.status >= 300)
        return reject(failedAnswer(request.status, data));
      try {
        resolve(checkedAnswer(data, path, options.schema));
      } catch (error) {
        reject(error);
      }
    });
    request.addEventListener('error', () => {
      settle();
      reject(new ApiError(0, [], [], 'The upload could not reach the server'));
    });
    request.addEventListener('abort', () => {
      settle();
      reject(signal?.reason ?? new DOMException('The upload was cancelled', 'AbortError'));
    });
    request.send(body);
  });
}
