import { Button, Code, CopyButton, Group } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

interface Props {
  value: string;
  /** The button's words before and after a copy. */
  label: string;
  copiedLabel: string;
  testId: string;
}

/** A secret or snippet shown once, selectable whole, with a button that copies it. */
export function CopyableCode({ value, label, copiedLabel, testId }: Props) {
  return (
    // On a phone the button goes under the code, which keeps the width to be read.
    <Group gap="xs" wrap="wrap" align="center" justify="flex-end">
      <Code
        data-testid={testId}
        style={{ flex: '1 1 260px', minWidth: 0, overflowWrap: 'anywhere', userSelect: 'all' }}
      >
        {value}
      </Code>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button
            size="xs"
            variant={copied ? 'filled' : 'light'}
            color="teal"
            leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
            onClick={copy}
            style={{ flexShrink: 0 }}
          >
            {copied ? copiedLabel : label}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
