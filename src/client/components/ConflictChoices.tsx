import { Button, Group } from '@mantine/core';
import { IconCheck, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface Props {
  /** Keep what someone else saved meanwhile. */
  theirs: { label: string; testId: string; onChoose: () => void };
  /** Save this user's version over it. */
  mine: { label: string; testId: string; onChoose: () => void; icon?: ReactNode };
  /** While the choice is being saved: "mine" spins, the others wait. */
  busy: boolean;
  /** Choices between the two (a merge). */
  children?: ReactNode;
}

/** The footer of every edit-conflict dialog: theirs on the left, mine (the primary) on the right. */
export function ConflictChoices({ theirs, mine, busy, children }: Props) {
  return (
    <Group justify="flex-end" gap="sm" wrap="wrap">
      <Button
        variant="default"
        leftSection={<IconUsers size={16} />}
        onClick={theirs.onChoose}
        disabled={busy}
        data-testid={theirs.testId}
      >
        {theirs.label}
      </Button>
      {children}
      <Button
        leftSection={mine.icon ?? <IconCheck size={16} />}
        onClick={mine.onChoose}
        loading={busy}
        data-testid={mine.testId}
      >
        {mine.label}
      </Button>
    </Group>
  );
}
