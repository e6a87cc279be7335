import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../../../shared/errors';
import {
  changePasswordRequest,
  type ChangePasswordRequest,
} from '../../../../shared/schemas/account';
import { useSchemaForm } from '../../../lib/form';
import { showFormError } from '../../../lib/form-server-errors';
import { useChangePassword } from '../api/change-password';
import { ProfileSection } from './ProfileSection';

/** PUT api/Account/Password: every other session ends; this one continues with the new token. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const { form, field } = useSchemaForm<ChangePasswordRequest>(changePasswordRequest, {
    initialValues: { currentPassword: '', newPassword: '' },
  });

  const submit = form.onSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        form.reset();
        notifications.show({ color: 'teal', message: t('PROFILE.PASSWORD_FORM.DONE') });
      },
      onError: (error) =>
        showFormError(
          error,
          { [ErrorCode.wrongCurrentPassword]: 'currentPassword' },
          form.setFieldError,
        ),
    }),
  );

  return (
    <ProfileSection title={t('PROFILE.PASSWORD_FORM.TITLE')} text={t('PROFILE.PASSWORD_FORM.TEXT')}>
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <PasswordInput
            visibilityToggleButtonProps={{ 'aria-label': t('PROFILE.SHOW_PASSWORD') }}
            label={t('PROFILE.PASSWORD_FORM.CURRENT')}
            autoComplete="current-password"
            {...field('currentPassword')}
          />
          <PasswordInput
            visibilityToggleButtonProps={{ 'aria-label': t('PROFILE.SHOW_PASSWORD') }}
            label={t('PROFILE.PASSWORD_FORM.NEW')}
            description={t('PROFILE.PASSWORD_FORM.HINT')}
            autoComplete="new-password"
            {...field('newPassword')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              {t('PROFILE.PASSWORD_FORM.SUBMIT')}
            </Button>
          </Group>
        </Stack>
      </form>
    </ProfileSection>
  );
}
