import { notificationsStore } from '@mantine/notifications';
import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';

let loading: Promise<{ default: ComponentType }> | null = null;
let loaded = false;
const listeners = new Set<() => void>();

function importOverlays(): Promise<{ default: ComponentType }> {
  loading ??= import('./Overlays').then((module) => {
    loaded = true;
    listeners.forEach((listener) => listener());
    return { default: module.Overlays };
  });
  return loading;
}

/**
 * Loads the modal and notification layers (Mantine's Modal pulls in ScrollArea, focus trap,
 * scroll lock and floating-ui) once, so the signed-out pages show without them. Signed-in
 * layouts and the pages that open modals or notifications wait for it in their route loader.
 */
export async function loadOverlays(): Promise<void> {
  await importOverlays();
}

// A notification shown from a page that did not ask for the layers still gets them.
const stopWatching = notificationsStore.subscribe((state) => {
  if (state.notifications.length + state.queue.length === 0) return;
  stopWatching();
  void loadOverlays();
});

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const Overlays = lazy(importOverlays);

/** Where App mounts the layers once they have loaded. */
export function OverlayHost() {
  const ready = useSyncExternalStore(subscribe, () => loaded);
  return ready ? (
    <Suspense fallback={null}>
      <Overlays />
    </Suspense>
  ) : null;
}
