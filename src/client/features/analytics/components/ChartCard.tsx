import { Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  id: string;
  title: string;
  /** Shown instead of the chart when there is nothing to draw. */
  emptyText?: string;
  children: ReactNode;
}

/** A titled panel for one figure of the analytics page. */
export function ChartCard({ id, title, emptyText, children }: Props) {
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby={id}
      data-testid={id}
      h="100%"
    >
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {emptyText ? (
        <Text size="sm" c="dimmed" data-testid={`${id}-empty`}>
          {emptyText}
        </Text>
      ) : (
        children
      )}
    </Paper>
  );
}
