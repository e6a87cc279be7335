import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  restorePasswordRequest,
  type RestorePasswordRequest,
} from '../../../../shared/schemas/account';
import { useSchemaForm } from '../../../lib/form';
import { useRequestRestoreCode } from '../api/request-restore-code';

/** Step 1: the e-mail of the account. 4041 (no such account) shows in the banner. */
export function RestoreEmailStep({
  initialEmail,
  onSent,
}: {
  initialEmail: string;
  onSent: (email: string) => void;
}) {
  const { t } = useTranslation();
  const request = useRequestRestoreCode();
  const { form, field } = useSchemaForm<RestorePasswordRequest>(restorePasswordRequest, {
    initialValues: { emailAdress: initialEmail },
  });

  const submit = form.onSubmit((values) => {
    const email = values.emailAdress.trim();
    request.mutate({ emailAdress: email }, { onSuccess: () => onSent(email) });
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Text size="sm">{t('AUTH.RESTORE.EMAIL_TEXT')}</Text>
        <TextInput
          type="email"
          label={t('AUTH.FIELDS.EMAIL')}
          autoComplete="email"
          spellCheck={false}
          {...field('emailAdress')}
        />
        <Button type="submit" fullWidth size="md" loading={request.isPending}>
          {t('AUTH.RESTORE.SEND_CODE')}
        </Button>
      </Stack>
    </form>
  );
}
