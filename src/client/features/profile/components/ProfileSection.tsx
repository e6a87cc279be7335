import { Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One card of the profile page: a heading, a line on what it does, its content. */
export function ProfileSection({
  title,
  text,
  children,
}: {
  title: string;
  text?: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
      <Title order={2} size="h4">
        {title}
      </Title>
      {text && (
        <Text size="sm" c="dimmed" mt={4}>
          {text}
        </Text>
      )}
      <div style={{ marginTop: 16 }}>{children}</div>
    </Paper>
  );
}
