import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentTypeLook } from '../../../components/document-types/type-look';

interface Props {
  type: DocumentTypeLook;
  documents: number;
  /** The world's other types, where the documents may go. */
  others: DocumentTypeLook[];
  pending: boolean;
  onDelete: (moveTo: string | undefined) => void;
  onClose: () => void;
}

/** Deleting a type asks first; when documents use it, also which type they move to. */
export function DeleteDocumentTypeModal({
  type,
  documents,
  others,
  pending,
  onDelete,
  onClose,
}: Props) {
  const { t } = useTranslation();
  const [moveTo, setMoveTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    if (documents > 0 && !moveTo) return setError(t('VALIDATION.DOCUMENT_TYPE_MOVE_INVALID'));
    onDelete(documents > 0 ? (moveTo ?? undefined) : undefined);
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('WORLDS.DOCUMENT_TYPES.DELETE_TITLE', { name: type.name })}
    >
      <Stack gap="sm">
        <Text size="sm">
          {documents > 0
            ? t('WORLDS.DOCUMENT_TYPES.DELETE_IN_USE', { count: documents })
            : t('WORLDS.DOCUMENT_TYPES.DELETE_UNUSED')}
        </Text>
        {documents > 0 && (
          <Select
            label={t('WORLDS.DOCUMENT_TYPES.MOVE_TO')}
            required
            data={others.map((other) => ({ value: other.key, label: other.name }))}
            value={moveTo}
            onChange={(value) => {
              setMoveTo(value);
              setError(null);
            }}
            error={error}
            searchable
            data-testid="document-type-move-to"
          />
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            {t('COMMON.CANCEL')}
          </Button>
          <Button
            color="red"
            loading={pending}
            onClick={confirm}
            data-testid="document-type-delete-confirm"
          >
            {t('COMMON.DELETE')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
