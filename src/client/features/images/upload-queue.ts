export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'failed';

/** One file of an upload batch as the list shows it. */
export interface UploadItem {
  key: string;
  name: string;
  size: number;
  status: UploadStatus;
  /** Bytes sent so far. */
  loaded: number;
  /** Why it failed: a message already in the interface language. */
  error?: string | undefined;
  imageId?: string | undefined;
}

/** How many files go up at once: enough to keep the server's encoder busy, few enough to show steady progress. */
export const uploadConcurrency = 3;

/** The files to start now: the oldest waiting ones, while fewer than `limit` are under way. */
export function filesToStart(items: readonly UploadItem[], limit = uploadConcurrency): string[] {
  const running = items.filter((item) => item.status === 'uploading').length;
  return items
    .filter((item) => item.status === 'waiting')
    .slice(0, Math.max(0, limit - running))
    .map((item) => item.key);
}

/** Percent sent of one file, 100 once the server has it. */
export function uploadPercent(item: UploadItem): number {
  if (item.status === 'done') return 100;
  if (item.size <= 0) return 0;
  return Math.min(100, Math.round((item.loaded / item.size) * 100));
}

/** Counts for the list's summary line. */
export function uploadSummary(items: readonly UploadItem[]) {
  const count = (status: UploadStatus) => items.filter((item) => item.status === status).length;
  return {
    done: count('done'),
    failed: count('failed'),
    pending: count('waiting') + count('uploading'),
    all: items.length,
  };
}

/**
 * What the screen can tell before sending a file: over the size limit, or a
 * type the browser already knows is not an accepted picture. Anything else
 * goes up, and the server reads the real type from the bytes (a text file
 * named `.png` is refused there with 4151). Answers a catalogue key or null.
 */
export function precheckFile(
  file: { size: number; type: string },
  limits: { maxBytes: number; acceptedTypes: readonly string[] },
): string | null {
  if (file.size > limits.maxBytes) return 'SERVER_ERROR.4131';
  if (file.size === 0) return 'VALIDATION.IMAGE_FILE_REQUIRED';
  if (file.type && !limits.acceptedTypes.includes(file.type)) return 'SERVER_ERROR.4151';
  return null;
}

export function patchItem(
  items: readonly UploadItem[],
  key: string,
  patch: Partial<UploadItem>,
): UploadItem[] {
  return items.map((item) => (item.key === key ? { ...item, ...patch } : item));
}
