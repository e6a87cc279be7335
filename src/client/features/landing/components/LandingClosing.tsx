import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './Landing.module.css';

/** The last invitation, with the same two buttons as the top. */
export function LandingClosing({ actions }: { actions: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className={classes.closing} aria-labelledby="landing-closing">
      <Title order={2} id="landing-closing" className={classes.sectionTitle}>
        {t('LANDING.CLOSING_TITLE')}
      </Title>
      <Text c="dimmed" mt="sm" mb="xl">
        {t('LANDING.CLOSING_TEXT')}
      </Text>
      {actions}
    </section>
  );
}
