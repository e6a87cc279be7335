import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BrandMark } from '../../../components/BrandMark';
import classes from './AuthCard.module.css';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Below the card: the way to the other sign-in screen. */
  footer?: ReactNode;
}

/** The frame every sign-in screen shares: a centred card with the mark and a heading. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <div className={classes.stage}>
      <Paper className={classes.card} p={{ base: 'lg', sm: 32 }} radius="md">
        <Stack gap={6} mb="lg">
          <BrandMark size={36} />
          <Title order={1} className={classes.title} mt="sm">
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" size="sm">
              {subtitle}
            </Text>
          )}
        </Stack>
        {children}
      </Paper>
      {footer && (
        <Text size="sm" c="dimmed" className={classes.footer}>
          {footer}
        </Text>
      )}
    </div>
  );
}
