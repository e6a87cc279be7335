import { ActionIcon, Group, Menu } from '@mantine/core';
import {
  IconDots,
  IconExternalLink,
  IconPencil,
  IconPrinter,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DocumentSummary } from '../../../../shared/schemas/document';
import { useDocumentPaths } from '../document-paths';

interface Props {
  document: DocumentSummary;
  canEdit: boolean;
  /** Phones get one menu instead of four icons. */
  compact: boolean;
  onDelete: (document: DocumentSummary) => void;
}

/**
 * Open, edit, print, delete. Plain icons with native titles: a list row is
 * mounted at every scroll step, and a floating tooltip per icon made
 * scrolling 10,000 rows stutter.
 */
export function DocumentRowActions({ document, canEdit, compact, onDelete }: Props) {
  const { t } = useTranslation();
  const documentPaths = useDocumentPaths();
  const actions = [
    {
      key: 'open',
      label: t('WIKI.ACTIONS.OPEN'),
      icon: IconExternalLink,
      to: documentPaths.view(document.id),
      show: true,
    },
    {
      key: 'edit',
      label: t('WIKI.ACTIONS.EDIT'),
      icon: IconPencil,
      to: documentPaths.edit(document.id),
      show: canEdit,
    },
    {
      key: 'print',
      label: t('WIKI.ACTIONS.PRINT'),
      icon: IconPrinter,
      to: documentPaths.print(document.id),
      show: true,
    },
  ].filter((action) => action.show);
  const named = (label: string) => `${label}: ${document.name}`;

  if (compact) {
    return (
      <Menu position="bottom-end">
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={named(t('WIKI.ACTIONS.MORE'))}>
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {actions.map(({ key, label, icon: Icon, to }) => (
            <Menu.Item key={key} component={Link} to={to} leftSection={<Icon size={16} />}>
              {label}
            </Menu.Item>
          ))}
          {canEdit && (
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => onDelete(document)}
            >
              {t('WIKI.ACTIONS.DELETE')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    );
  }
  return (
    <Group gap={4} wrap="nowrap">
      {actions.map(({ key, label, icon: Icon, to }) => (
        <ActionIcon
          key={key}
          component={Link}
          to={to}
          variant="subtle"
          color="gray"
          aria-label={named(label)}
          title={label}
        >
          <Icon size={18} />
        </ActionIcon>
      ))}
      {canEdit && (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={named(t('WIKI.ACTIONS.DELETE'))}
          title={t('WIKI.ACTIONS.DELETE')}
          onClick={() => onDelete(document)}
        >
          <IconTrash size={18} />
        </ActionIcon>
      )}
    </Group>
  );
}
