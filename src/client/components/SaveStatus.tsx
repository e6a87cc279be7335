import { Group, Loader, Text } from '@mantine/core';
import { IconCloudCheck, IconCloudExclamation, IconCloudUp, IconCloudX } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Where an editor's changes stand: made here only, on their way, stored, or refused (a failure or a conflict). */
export type SaveStatusState = 'unsaved' | 'saving' | 'saved' | 'failed' | 'conflict';

interface Props {
  state: SaveStatusState;
  /** The translated line ("Saving…", "Saved"…). */
  label: string;
  /** A control beside the line, such as "Save again" after a failure. */
  action?: ReactNode;
  testId?: string;
  /** Shown as data-status, for tests. */
  status?: string;
}

const icons: Record<SaveStatusState, ReactNode> = {
  unsaved: <IconCloudUp size={16} stroke={1.5} />,
  saving: <Loader size={12} />,
  saved: <IconCloudCheck size={16} stroke={1.5} />,
  failed: <IconCloudX size={16} stroke={1.5} color="var(--mantine-color-red-5)" />,
  conflict: <IconCloudExclamation size={16} stroke={1.5} color="var(--mantine-color-orange-5)" />,
};

/**
 * An editor's save state in the look of the document editor's (the co-edited
 * text's status): a small cloud or spinner and one dimmed line that a screen
 * reader announces, so the builder and the document editor read the same.
 */
export function SaveStatus({ state, label, action, testId, status }: Props) {
  const tone = state === 'failed' ? 'red' : state === 'conflict' ? 'orange' : 'dimmed';
  return (
    <Group gap={6} wrap="nowrap" data-testid={testId} data-status={status}>
      <Group gap={6} wrap="nowrap" role="status" aria-live="polite">
        {icons[state]}
        <Text size="xs" c={tone}>
          {label}
        </Text>
      </Group>
      {action}
    </Group>
  );
}
