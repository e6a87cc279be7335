import { Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DemoSession } from '../api/try-demo';
import { TryDemoButton } from './TryDemoButton';

interface LandingActionsProps {
  startPath: string;
  onDemoStarted: (demo: DemoSession) => void;
  align?: 'flex-start' | 'center';
}

/** The two buttons of SPEC §1: "Start using" and "Try now". */
export function LandingActions({
  startPath,
  onDemoStarted,
  align = 'flex-start',
}: LandingActionsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={10} align={align}>
      <Group gap="sm" justify={align}>
        <Button
          component={Link}
          to={startPath}
          size="lg"
          rightSection={<IconArrowRight size={18} />}
          data-testid="start-using"
        >
          {t('LANDING.START')}
        </Button>
        <TryDemoButton size="lg" onStarted={onDemoStarted} />
      </Group>
      <Text size="sm" c="dimmed">
        {t('LANDING.TRY_HINT')}
      </Text>
    </Stack>
  );
}
