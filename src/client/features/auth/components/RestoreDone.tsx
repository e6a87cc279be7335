import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Step 3: "Password was changed!" (the card's heading) and the way back to login. */
export function RestoreDone({ loginPath }: { loginPath: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" align="stretch" role="status">
      <ThemeIcon size={56} radius="xl" color="teal" variant="light">
        <IconCircleCheck size={32} />
      </ThemeIcon>
      <Text size="sm">{t('AUTH.RESTORE.DONE_TEXT')}</Text>
      <Button component={Link} to={loginPath} fullWidth size="md">
        {t('AUTH.RESTORE.BACK_TO_LOGIN')}
      </Button>
    </Stack>
  );
}
