import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';

/**
 * SPEC §8: a lazily loaded page that fails to load has no message of its own;
 * the failure is logged and the user can reload (a new build may have landed).
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  console.error(error);
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" maw={520} ta="center">
        <Title order={2}>{t('CRASH.TITLE')}</Title>
        <Text c="dimmed">{t('CRASH.TEXT')}</Text>
        <Button onClick={() => window.location.reload()}>{t('CRASH.RELOAD')}</Button>
      </Stack>
    </Center>
  );
}
