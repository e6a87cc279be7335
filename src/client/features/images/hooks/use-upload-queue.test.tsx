import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImageDetail, ImageLimits } from '../../../../shared/schemas/image';
import { ApiError } from '../../../lib/api-error';
import { i18n } from '../../../lib/i18n';
import type { UploadProgress } from '../../../lib/api-upload';
import { uploadImage } from '../api/upload-image';
import { uploadConcurrency } from '../upload-queue';
import { useUploadQueue } from './use-upload-queue';
import { imageListsRootKey } from '../api/query-keys';

vi.mock('../api/upload-image', () => ({ uploadImage: vi.fn() }));

interface Pending {
  file: File;
  target: Parameters<typeof uploadImage>[0];
  progress: (progress: UploadProgress) => void;
  resolve: (image: ImageDetail) => void;
  reject: (error: unknown) => void;
  signal: AbortSignal | undefined;
}

let pending: Pending[] = [];
const limits: ImageLimits = {
  maxBytes: 1000,
  maxPixels: 1_000_000,
  acceptedTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
  thumbnailSize: 400,
  urlLifetimeSeconds: 3600,
};
const picture = (name: string, size = 100) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });
const stored = (name: string) => ({ id: `id-${name}`, name }) as ImageDetail;

function setup() {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
  const hook = renderHook(
    () => useUploadQueue({ worldId: 'w1', categoryId: 'c1', documentId: null }, limits),
    { wrapper },
  );
  return { ...hook, invalidate };
}

beforeEach(async () => {
  pending = [];
  await i18n.changeLanguage('en');
  vi.mocked(uploadImage).mockImplementation(
    (target, file, options = {}) =>
      new Promise((resolve, reject) => {
        pending.push({
          file,
          target,
          progress: options.onProgress ?? (() => undefined),
          resolve,
          reject,
          signal: options.signal,
        });
      }),
  );
});

describe('the upload queue hook', () => {
  it(`sends seven files at most ${uploadConcurrency} at a time, into the chosen category, and refreshes the gallery as each lands`, async () => {
    const { result, invalidate } = setup();
    act(() =>
      result.current.add(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((name) => picture(`${name}.png`))),
    );

    await waitFor(() => expect(pending).toHaveLength(uploadConcurrency));
    expect(pending.map((call) => call.file.name)).toEqual(['a.png', 'b.png', 'c.png']);
    expect(pending[0]!.target).toEqual({ worldId: 'w1', categoryId: 'c1', documentId: null });
    expect(result.current.items.map((item) => item.status)).toEqual([
      'uploading',
      'uploading',
      'uploading',
      'waiting',
      'waiting',
      'waiting',
      'waiting',
    ]);

    act(() => pending[1]!.progress({ loaded: 40, total: 120 }));
    expect(result.current.items[1]!.loaded).toBe(40);

    await act(async () => pending[1]!.resolve(stored('b')));
    await waitFor(() => expect(pending).toHaveLength(4));
    expect(pending[3]!.file.name).toBe('d.png');
    expect(result.current.items[1]).toMatchObject({ status: 'done', imageId: 'id-b' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: imageListsRootKey('w1') });

    // Never more than the limit under way, whatever order they finish in.
    for (let index = 0; index < 7; index++) {
      const running = result.current.items.filter((item) => item.status === 'uploading').length;
      expect(running).toBeLessThanOrEqual(uploadConcurrency);
      const next = pending.find((call, at) => result.current.items[at]?.status === 'uploading');
      if (!next) break;
      await act(async () => next.resolve(stored(next.file.name)));
    }
    await waitFor(() =>
      expect(result.current.items.every((item) => item.status === 'done')).toBe(true),
    );
    expect(pending).toHaveLength(7);
  });

  it('keeps a refused file with its translated reason and goes on with the others', async () => {
    const { result } = setup();
    act(() =>
      result.current.add([picture('notes.png'), picture('huge.png', 5000), picture('map.png')]),
    );
    // The size is known before sending: 4131 at once, nothing sent for it.
    expect(result.current.items[1]).toMatchObject({
      status: 'failed',
      error: i18n.t('SERVER_ERROR.4131'),
    });
    await waitFor(() => expect(pending).toHaveLength(2));

    await act(async () =>
      pending[0]!.reject(new ApiError(415, [{ Code: '4151', Message: 'Unsupported' }])),
    );
    await act(async () => pending[1]!.resolve(stored('map')));
    expect(result.current.items.map((item) => item.status)).toEqual(['failed', 'failed', 'done']);
    expect(result.current.items[0]!.error).toBe(i18n.t('SERVER_ERROR.4151'));

    act(() => result.current.clearFinished());
    expect(result.current.items).toEqual([]);
  });

  it('cancels what is under way when the page is left', async () => {
    const { result, unmount } = setup();
    act(() => result.current.add([picture('a.png'), picture('b.png')]));
    await waitFor(() => expect(pending).toHaveLength(2));
    unmount();
    expect(pending.every((call) => call.signal?.aborted)).toBe(true);
  });
});
