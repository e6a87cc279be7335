import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorCode } from '../../../../shared/errors';
import {
  createAccountRequest,
  type CreateAccountRequest,
} from '../../../../shared/schemas/account';
import { useSchemaForm } from '../../../lib/form';
import { showFormError } from '../../../lib/form-server-errors';
import { useCreateAccount } from '../api/create-account';
import { AuthCard } from './AuthCard';

interface CreateAccountCardProps {
  onSignedIn: () => void;
  loginPath: string;
}

/** SPEC §2.3 Create account: user name, e-mail and password; signs in on success. */
export function CreateAccountCard({ onSignedIn, loginPath }: CreateAccountCardProps) {
  const { t } = useTranslation();
  const create = useCreateAccount();
  const { form, field } = useSchemaForm<CreateAccountRequest>(createAccountRequest, {
    initialValues: { userName: '', emailAdress: '', password: '' },
  });

  const submit = form.onSubmit((values) =>
    create.mutate(values, {
      onSuccess: onSignedIn,
      onError: (error) =>
        showFormError(
          error,
          { [ErrorCode.emailTaken]: 'emailAdress', [ErrorCode.userNameTaken]: 'userName' },
          form.setFieldError,
        ),
    }),
  );

  return (
    <AuthCard
      title={t('AUTH.CREATE.TITLE')}
      subtitle={t('AUTH.CREATE.SUBTITLE')}
      footer={
        <>
          {t('AUTH.CREATE.HAVE_ACCOUNT')}{' '}
          <Anchor component={Link} to={loginPath} fw={600}>
            {t('AUTH.CREATE.LOG_IN')}
          </Anchor>
        </>
      }
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <TextInput
            label={t('AUTH.FIELDS.USER_NAME')}
            description={t('AUTH.FIELDS.USER_NAME_HINT')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            {...field('userName')}
          />
          <TextInput
            type="email"
            label={t('AUTH.FIELDS.EMAIL')}
            autoComplete="email"
            spellCheck={false}
            {...field('emailAdress')}
          />
          <PasswordInput
            visibilityToggleButtonProps={{ 'aria-label': t('AUTH.FIELDS.SHOW_PASSWORD') }}
            label={t('AUTH.FIELDS.PASSWORD')}
            description={t('AUTH.FIELDS.PASSWORD_HINT')}
            autoComplete="new-password"
            {...field('password')}
          />
          <Button type="submit" fullWidth size="md" mt="xs" loading={create.isPending}>
            {t('AUTH.CREATE.SUBMIT')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
