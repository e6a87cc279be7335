import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** SPEC §2.1: any other path shows a 404 page with a link Home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Center mih="70vh" p="md">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <Title order={1} c="ember" fz={72} fw={200}>
          404
        </Title>
        <Title order={2}>{t('NOT_FOUND.TITLE')}</Title>
        <Text c="dimmed">{t('NOT_FOUND.TEXT')}</Text>
        <Button component={Link} to="/" mt="md">
          {t('NOT_FOUND.HOME')}
        </Button>
      </Stack>
    </Center>
  );
}
