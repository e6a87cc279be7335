import { ActionIcon, Group, TextInput } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  initial?: string;
  label: string;
  placeholder?: string;
  onSubmit: (name: string) => void;
  onCancel: () => void;
  testId: string;
}

/** A name typed in place (a new block or scene, a rename): Enter saves, Escape cancels; a name is required. */
export function InlineNameInput({
  initial = '',
  label,
  placeholder,
  onSubmit,
  onCancel,
  testId,
}: Props) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const submit = () => {
    const name = value.trim();
    if (!name) {
      setError(t('VALIDATION.NAME_REQUIRED'));
      return;
    }
    onSubmit(name);
  };
  return (
    <Group gap={4} wrap="nowrap" align="flex-start" style={{ flex: 1, minWidth: 0 }}>
      <TextInput
        value={value}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          setError(undefined);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            submit();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            onCancel();
          }
        }}
        aria-label={label}
        placeholder={placeholder ?? label}
        error={error}
        maxLength={200}
        size="xs"
        autoFocus
        style={{ flex: 1, minWidth: 0 }}
        data-testid={testId}
      />
      <ActionIcon
        variant="light"
        size="md"
        aria-label={t('COMMON.SAVE')}
        onClick={submit}
        data-testid={`${testId}-save`}
      >
        <IconCheck size={14} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="md"
        aria-label={t('COMMON.CANCEL')}
        onClick={onCancel}
      >
        <IconX size={14} />
      </ActionIcon>
    </Group>
  );
}
