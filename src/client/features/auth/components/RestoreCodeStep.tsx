import { Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Trans, useTranslation } from 'react-i18next';
import { ErrorCode } from '../../../../shared/errors';
import {
  confirmRestoreRequest,
  type ConfirmRestoreRequest,
} from '../../../../shared/schemas/account';
import { useSchemaForm } from '../../../lib/form';
import { showFormError } from '../../../lib/form-server-errors';
import { restoreCodeLifetimeMinutes, useConfirmRestore } from '../api/confirm-restore';
import { useRequestRestoreCode } from '../api/request-restore-code';
import classes from './RestoreCodeStep.module.css';

interface RestoreCodeStepProps {
  email: string;
  onChanged: () => void;
  onOtherEmail: () => void;
}

/** Step 2: the code from the letter and a new password. A wrong or expired code (4003) shows under the code. */
export function RestoreCodeStep({ email, onChanged, onOtherEmail }: RestoreCodeStepProps) {
  const { t } = useTranslation();
  const confirm = useConfirmRestore();
  const resend = useRequestRestoreCode();
  const { form, field } = useSchemaForm<ConfirmRestoreRequest>(confirmRestoreRequest, {
    initialValues: { emailAdress: email, code: '', newPassword: '' },
  });

  const submit = form.onSubmit((values) =>
    confirm.mutate(
      { ...values, code: values.code.trim() },
      {
        onSuccess: onChanged,
        onError: (error) =>
          showFormError(error, { [ErrorCode.restoreCodeInvalid]: 'code' }, form.setFieldError),
      },
    ),
  );

  const sendAgain = () =>
    resend.mutate(
      { emailAdress: email },
      {
        onSuccess: () => {
          form.setFieldValue('code', '');
          notifications.show({ color: 'teal', message: t('AUTH.RESTORE.RESENT', { email }) });
        },
      },
    );

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Text size="sm">
          <Trans
            i18nKey="AUTH.RESTORE.CODE_TEXT"
            values={{ email, lifetime: t('UNITS.minute', { count: restoreCodeLifetimeMinutes }) }}
            components={{ b: <strong /> }}
          />
        </Text>
        <TextInput
          label={t('AUTH.FIELDS.CODE')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={20}
          classNames={{ input: classes.code }}
          {...field('code')}
        />
        <PasswordInput
          visibilityToggleButtonProps={{ 'aria-label': t('AUTH.FIELDS.SHOW_PASSWORD') }}
          label={t('AUTH.FIELDS.NEW_PASSWORD')}
          description={t('AUTH.FIELDS.PASSWORD_HINT')}
          autoComplete="new-password"
          {...field('newPassword')}
        />
        <Button type="submit" fullWidth size="md" loading={confirm.isPending}>
          {t('AUTH.RESTORE.CHANGE_PASSWORD')}
        </Button>
        <Group justify="space-between" gap="xs">
          <Button variant="subtle" size="compact-sm" color="gray" onClick={onOtherEmail}>
            {t('AUTH.RESTORE.OTHER_EMAIL')}
          </Button>
          <Button variant="subtle" size="compact-sm" onClick={sendAgain} loading={resend.isPending}>
            {t('AUTH.RESTORE.RESEND')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
