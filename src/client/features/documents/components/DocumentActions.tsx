import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import {
  IconDots,
  IconHistory,
  IconPencil,
  IconPrinter,
  IconTemplate,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDocumentPaths } from '../document-paths';

interface Props {
  documentId: string;
  canEdit: boolean;
  /** Members only: a public world's reader has no access to the revisions. */
  canSeeHistory: boolean;
  onEdit: () => void;
  onHistory: () => void;
  onSaveAsTemplate: () => void;
  onDelete: () => void;
}

/** The document page's actions: edit, print, history, save as template, delete (the last two in a menu). */
export function DocumentActions({
  documentId,
  canEdit,
  canSeeHistory,
  onEdit,
  onHistory,
  onSaveAsTemplate,
  onDelete,
}: Props) {
  const { t } = useTranslation();
  const documentPaths = useDocumentPaths();
  return (
    <Group gap="xs" wrap="nowrap">
      {canEdit && (
        <Button leftSection={<IconPencil size={16} />} onClick={onEdit} data-testid="edit-document">
          {t('WIKI.ACTIONS.EDIT')}
        </Button>
      )}
      {canSeeHistory && (
        <Button
          variant="default"
          leftSection={<IconHistory size={16} />}
          onClick={onHistory}
          data-testid="open-history"
        >
          {t('WIKI.ACTIONS.HISTORY')}
        </Button>
      )}
      <Menu position="bottom-end">
        <Menu.Target>
          <ActionIcon
            variant="default"
            size={36}
            aria-label={t('WIKI.ACTIONS.MORE')}
            data-testid="document-more"
          >
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            component={Link}
            to={documentPaths.print(documentId)}
            leftSection={<IconPrinter size={16} />}
          >
            {t('WIKI.ACTIONS.PRINT')}
          </Menu.Item>
          {canEdit && (
            <>
              <Menu.Item leftSection={<IconTemplate size={16} />} onClick={onSaveAsTemplate}>
                {t('WIKI.ACTIONS.SAVE_AS_TEMPLATE')}
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
                {t('WIKI.ACTIONS.DELETE')}
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
