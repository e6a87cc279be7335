import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconLockOpen } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorCode } from '../../../../shared/errors';
import type { TryLoginRequest } from '../../../../shared/schemas/account';
import { tryLoginRules } from '../../../../shared/schemas/login-rules';
import { ApiError } from '../../../lib/api-error';
import { useSchemaForm } from '../../../lib/form';
import { useTryLogin } from '../api/try-login';
import { withEmailHint } from '../email-hint';
import { AuthCard } from './AuthCard';

interface LoginCardProps {
  /** Called once the session has started. */
  onSignedIn: () => void;
  restorePasswordPath: string;
  createAccountPath: string;
}

/** SPEC §2.3 Log in: user name or e-mail and password, with "Forgot the password?". */
export function LoginCard({ onSignedIn, restorePasswordPath, createAccountPath }: LoginCardProps) {
  const { t } = useTranslation();
  const login = useTryLogin();
  const { form, field } = useSchemaForm<TryLoginRequest>(tryLoginRules, {
    initialValues: { userNameOrMail: '', password: '' },
  });
  // 4002 shows in the banner; the way out of it (SPEC §4) is put right under the form too.
  const locked = login.error instanceof ApiError && login.error.hasCode(ErrorCode.accountLocked);
  const restorePath = withEmailHint(restorePasswordPath, form.values.userNameOrMail);

  return (
    <AuthCard
      title={t('AUTH.LOGIN.TITLE')}
      subtitle={t('AUTH.LOGIN.SUBTITLE')}
      footer={
        <>
          {t('AUTH.LOGIN.NO_ACCOUNT')}{' '}
          <Anchor component={Link} to={createAccountPath} fw={600}>
            {t('AUTH.LOGIN.CREATE_ACCOUNT')}
          </Anchor>
        </>
      }
    >
      <form
        noValidate
        onSubmit={form.onSubmit((values) => login.mutate(values, { onSuccess: onSignedIn }))}
      >
        <Stack gap="md">
          <TextInput
            label={t('AUTH.FIELDS.USER_NAME_OR_MAIL')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            {...field('userNameOrMail')}
          />
          <Stack gap={6}>
            <PasswordInput
              visibilityToggleButtonProps={{ 'aria-label': t('AUTH.FIELDS.SHOW_PASSWORD') }}
              label={t('AUTH.FIELDS.PASSWORD')}
              autoComplete="current-password"
              {...field('password')}
            />
            <Group justify="flex-end">
              <Anchor component={Link} to={restorePath} size="sm">
                {t('AUTH.LOGIN.FORGOT')}
              </Anchor>
            </Group>
          </Stack>
          {locked && (
            <Button
              component={Link}
              to={restorePath}
              variant="light"
              color="yellow"
              leftSection={<IconLockOpen size={18} />}
              data-testid="locked-restore"
            >
              {t('AUTH.LOGIN.LOCKED_ACTION')}
            </Button>
          )}
          <Button type="submit" fullWidth size="md" loading={login.isPending}>
            {t('AUTH.LOGIN.SUBMIT')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
