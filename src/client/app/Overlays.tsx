import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';

/** The modal and notification layers; overlay-host.tsx loads them when a page needs them. */
export function Overlays() {
  return (
    <>
      <ModalsProvider />
      <Notifications position="top-right" />
    </>
  );
}
