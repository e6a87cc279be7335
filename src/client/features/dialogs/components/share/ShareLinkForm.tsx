import { Button, Group, Select, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { shareLinkLimits } from '../../../../../shared/schemas/dialog-share';
import { useCreateShareLink } from '../../api/create-share-link';

const expiryChoices = ['1', '7', '30', 'never'] as const;
type ExpiryChoice = (typeof expiryChoices)[number];

function expiresAt(choice: ExpiryChoice): string | null {
  if (choice === 'never') return null;
  return new Date(Date.now() + Number(choice) * 24 * 60 * 60 * 1000).toISOString();
}

interface Props {
  worldId: string;
  dialogId: string;
  onCreated: (token: string) => void;
}

/** A new play link: an optional label (whom it went to) and when it stops working. */
export function ShareLinkForm({ worldId, dialogId, onCreated }: Props) {
  const { t } = useTranslation();
  const create = useCreateShareLink(worldId, dialogId);
  const [label, setLabel] = useState('');
  const [expiry, setExpiry] = useState<ExpiryChoice>('never');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { label: label.trim(), expiresAt: expiresAt(expiry) },
      {
        onSuccess: ({ token }) => {
          setLabel('');
          onCreated(token);
        },
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} aria-label={t('DIALOG_SHARING.CREATE')}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('DIALOG_SHARING.LABEL')}
          placeholder={t('DIALOG_SHARING.LABEL_PLACEHOLDER')}
          maxLength={shareLinkLimits.maxLabelLength}
          value={label}
          onChange={(event) => setLabel(event.currentTarget.value)}
          style={{ flex: '1 1 200px' }}
          data-testid="share-label"
        />
        <Select
          label={t('DIALOG_SHARING.EXPIRY')}
          value={expiry}
          onChange={(value) => setExpiry((value as ExpiryChoice | null) ?? 'never')}
          allowDeselect={false}
          data={expiryChoices.map((choice) => ({
            value: choice,
            label: t(`DIALOG_SHARING.EXPIRY_${choice.toUpperCase()}`),
          }))}
          w={160}
          data-testid="share-expiry"
        />
        <Button type="submit" loading={create.isPending} data-testid="share-create">
          {t('DIALOG_SHARING.CREATE')}
        </Button>
      </Group>
    </form>
  );
}
