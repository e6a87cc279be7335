import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageDetail, ImageLimits } from '../../../../shared/schemas/image';
import { imageCategoriesQueryOptions } from '../api/get-categories';
import { imageListsRootKey } from '../api/query-keys';
import { uploadImage, type UploadTarget } from '../api/upload-image';
import { uploadErrorText } from '../upload-error';
import { filesToStart, patchItem, precheckFile, type UploadItem } from '../upload-queue';

let nextKey = 0;

/**
 * A batch of files going up a few at a time, each with its own progress and
 * outcome. The gallery refreshes as each picture lands; a refused file keeps
 * its translated reason in the list. Leaving the page cancels what is left.
 */
export function useUploadQueue(
  target: UploadTarget,
  limits: ImageLimits | undefined,
  onUploaded?: (image: ImageDetail) => void,
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const files = useRef(new Map<string, File>());
  const controllers = useRef(new Map<string, AbortController>());
  const targetRef = useRef(target);
  const onUploadedRef = useRef(onUploaded);
  useEffect(() => {
    targetRef.current = target;
    onUploadedRef.current = onUploaded;
  });

  const add = useCallback(
    (added: readonly File[]) => {
      const fresh = added.map((file): UploadItem => {
        const key = `upload-${nextKey++}`;
        const refused = limits ? precheckFile(file, limits) : null;
        if (!refused) files.current.set(key, file);
        return {
          key,
          name: file.name,
          size: file.size,
          loaded: 0,
          status: refused ? 'failed' : 'waiting',
          error: refused ? t(refused) : undefined,
        };
      });
      setItems((current) => [...current, ...fresh]);
    },
    [limits, t],
  );

  // Start what the concurrency allows whenever the list changes.
  useEffect(() => {
    for (const key of filesToStart(items)) {
      const file = files.current.get(key);
      if (!file) continue;
      files.current.delete(key);
      const controller = new AbortController();
      controllers.current.set(key, controller);
      setItems((current) => patchItem(current, key, { status: 'uploading' }));
      uploadImage(targetRef.current, file, {
        signal: controller.signal,
        onProgress: ({ loaded }) => setItems((current) => patchItem(current, key, { loaded })),
      })
        .then((image) => {
          setItems((current) =>
            patchItem(current, key, { status: 'done', loaded: file.size, imageId: image.id }),
          );
          void queryClient.invalidateQueries({
            queryKey: imageListsRootKey(targetRef.current.worldId),
          });
          void queryClient.invalidateQueries({
            queryKey: imageCategoriesQueryOptions(targetRef.current.worldId).queryKey,
          });
          onUploadedRef.current?.(image);
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          const reason = uploadErrorText(error, (messageKey) => t(messageKey));
          setItems((current) =>
            patchItem(current, key, {
              status: 'failed',
              error: reason || t('IMAGES.UPLOAD.FAILED'),
            }),
          );
        })
        .finally(() => controllers.current.delete(key));
    }
  }, [items, queryClient, t]);

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  /** Forgets finished and failed rows (files under way stay). */
  const clearFinished = useCallback(
    () =>
      setItems((current) =>
        current.filter((item) => item.status === 'waiting' || item.status === 'uploading'),
      ),
    [],
  );

  return { items, add, clearFinished };
}
