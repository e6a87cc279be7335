import { apiUrl, callHeaders, failedAnswer, parseAnswer } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

export interface DownloadedArchive {
  blob: Blob;
  fileName: string;
}

/**
 * GET api/Setting/{id}/Export: the whole world as a zip. Read with fetch (the
 * call needs the bearer header, which a plain link cannot send), counting the
 * bytes as they arrive: the server streams the archive, so no total is known.
 */
export async function downloadWorldArchive(
  worldId: string,
  options: {
    onBytes?: (received: number) => void;
    signal?: AbortSignal;
    /** Another zip of the world's, e.g. `StaticSite?lang=ru` (default `Export`). */
    what?: string;
  } = {},
): Promise<DownloadedArchive> {
  const path = `api/Setting/${encodeURIComponent(worldId)}/${options.what ?? 'Export'}`;
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      headers: callHeaders(),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, [], [], 'The download could not reach the server');
  }
  if (!response.ok) throw failedAnswer(response.status, parseAnswer(await response.text()));
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value as Uint8Array<ArrayBuffer>);
      received += value.length;
      options.onBytes?.(received);
    }
  }
  return {
    blob: new Blob(chunks, { type: 'application/zip' }),
    fileName: fileNameOf(response.headers.get('content-disposition')),
  };
}

/** The name the server gave (RFC 6266 `filename*` first), or a plain one. */
export function fileNameOf(disposition: string | null): string {
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? 'world.zip';
}

/** Hands a downloaded file to the browser's save. */
export function saveFile({ blob, fileName }: DownloadedArchive): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
