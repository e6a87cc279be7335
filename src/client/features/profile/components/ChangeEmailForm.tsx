import { Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../../../shared/errors';
import { changeEmailRequest, type ChangeEmailRequest } from '../../../../shared/schemas/account';
import { useSchemaForm } from '../../../lib/form';
import { showFormError } from '../../../lib/form-server-errors';
import { useChangeEmail } from '../api/change-email';
import { ProfileSection } from './ProfileSection';

/** PUT api/Account/Email with the current password; a wrong password or a taken e-mail shows under its field. */
export function ChangeEmailForm() {
  const { t } = useTranslation();
  const change = useChangeEmail();
  const { form, field } = useSchemaForm<ChangeEmailRequest>(changeEmailRequest, {
    initialValues: { emailAdress: '', password: '' },
  });

  const submit = form.onSubmit((values) =>
    change.mutate(values, {
      onSuccess: (account) => {
        form.reset();
        notifications.show({
          color: 'teal',
          message: t('PROFILE.EMAIL_FORM.DONE', { email: account.emailAdress }),
        });
      },
      onError: (error) =>
        showFormError(
          error,
          { [ErrorCode.wrongCurrentPassword]: 'password', [ErrorCode.emailTaken]: 'emailAdress' },
          form.setFieldError,
        ),
    }),
  );

  return (
    <ProfileSection title={t('PROFILE.EMAIL_FORM.TITLE')} text={t('PROFILE.EMAIL_FORM.TEXT')}>
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <TextInput
            type="email"
            label={t('PROFILE.EMAIL_FORM.NEW_EMAIL')}
            autoComplete="email"
            spellCheck={false}
            {...field('emailAdress')}
          />
          <PasswordInput
            visibilityToggleButtonProps={{ 'aria-label': t('PROFILE.SHOW_PASSWORD') }}
            label={t('PROFILE.EMAIL_FORM.PASSWORD')}
            autoComplete="current-password"
            {...field('password')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              {t('PROFILE.EMAIL_FORM.SUBMIT')}
            </Button>
          </Group>
        </Stack>
      </form>
    </ProfileSection>
  );
}
