import { Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ListEditorFooterProps {
  /** The form's error for the list as a whole (a translation key), if any. */
  error: ReactNode;
  onAdd: () => void;
  /** At the list's limit. */
  full: boolean;
  addLabel: string;
  addTestId: string;
}

/** Under a list of the calendar form (months, eras): the list's own error, then its Add button. */
export function ListEditorFooter({
  error,
  onAdd,
  full,
  addLabel,
  addTestId,
}: ListEditorFooterProps) {
  const { t } = useTranslation();
  return (
    <>
      {error && (
        <Text c="red" size="sm" role="alert" mt={4}>
          {t(String(error))}
        </Text>
      )}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        onClick={onAdd}
        disabled={full}
        mt="xs"
        data-testid={addTestId}
      >
        {addLabel}
      </Button>
    </>
  );
}
