import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentTreeNode } from '../../../../shared/schemas/document-tree';
import { descendantIdsOf, type TreeIndex } from '../../../../shared/wiki/document-tree';
import { useMoveDocument } from '../api/move-document';

const topLevel = 'top-level';

interface Props {
  worldId: string;
  index: TreeIndex<DocumentTreeNode>;
  /** The document to move; null keeps the modal closed. */
  document: DocumentTreeNode | null;
  onClose: () => void;
}

/** "Move under…": the keyboard and phone way to re-parent, with a searchable list of documents. */
export function MoveDocumentModal({ worldId, index, document, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={document !== null}
      onClose={onClose}
      title={document ? t('WIKI.TREE.MOVE_TITLE', { name: document.name }) : ''}
    >
      {document && (
        <MoveForm worldId={worldId} index={index} document={document} onClose={onClose} />
      )}
    </Modal>
  );
}

function MoveForm({ worldId, index, document, onClose }: Props & { document: DocumentTreeNode }) {
  const { t } = useTranslation();
  const move = useMoveDocument(worldId);
  const [parentId, setParentId] = useState<string>(document.parentId ?? topLevel);
  // Itself and what lies below it would close a loop: not offered.
  const options = useMemo(() => {
    const below = descendantIdsOf(index, document.id);
    return [
      { value: topLevel, label: t('WIKI.TREE.TOP_LEVEL') },
      ...[...index.byId.values()]
        .filter((node) => node.id !== document.id && !below.has(node.id))
        .map((node) => ({ value: node.id, label: node.name })),
    ];
  }, [index, document.id, t]);

  const submit = () => {
    const parent = parentId === topLevel ? null : parentId;
    move.mutate(
      { documentId: document.id, parentId: parent },
      {
        onSuccess: () => {
          const parentName = parent ? index.byId.get(parent)?.name : undefined;
          notifications.show({
            color: 'green',
            message: parentName
              ? t('WIKI.TREE.MOVED', { name: document.name, parent: parentName })
              : t('WIKI.TREE.MOVED_TOP', { name: document.name }),
          });
          onClose();
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Select
        label={t('WIKI.TREE.MOVE_PARENT')}
        description={t('WIKI.TREE.MOVE_PARENT_HINT')}
        data={options}
        value={parentId}
        onChange={(value) => setParentId(value ?? topLevel)}
        searchable
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        data-autofocus
        data-testid="move-parent"
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('COMMON.CANCEL')}
        </Button>
        <Button onClick={submit} loading={move.isPending} data-testid="move-submit">
          {t('WIKI.TREE.MOVE_SUBMIT')}
        </Button>
      </Group>
    </Stack>
  );
}
