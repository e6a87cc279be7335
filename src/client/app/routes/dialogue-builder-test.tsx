import { DialogSandbox } from '../../features/dialogs/components/sandbox/DialogSandbox';

/** SPEC §2.1 /dialogue-builder-test: the builder and player as a sandbox that needs no world. */
export default function Page() {
  return <DialogSandbox />;
}
