import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Pagination,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { DialogSummary } from '../../../../../shared/schemas/dialog';
import { confirmDelete } from '../../../../components/confirm';
import { formatShortDate } from '../../../../lib/format-date';
import { usePhone } from '../../../../lib/use-phone';
import { useDeleteDialog } from '../../api/delete-dialog';
import { dialogPageSize, useDialogs } from '../../api/get-dialogs';
import { useSavedDialogExport } from '../../hooks/use-export-source';
import { useExportLanguages } from '../../hooks/use-play-language';
import { ExportMenu } from '../transfer/ExportMenu';
import { VisibilityBadge } from '../../../../components/VisibilityBadge';
import { LocalizationButton } from '../localization/LocalizationButton';
import { ImportDialogButton } from '../transfer/ImportDialogButton';
import { CreateDialogModal } from './CreateDialogModal';
import { DialogCard } from './DialogCard';

interface Props {
  worldId: string;
  canEdit: boolean;
  /** Exports and translations are members' tools; a public world's readers only read and play. */
  canExport: boolean;
  dialogHref: (dialogId: string) => string;
  /** Where the world's dialog languages are chosen (the localization window links there). */
  languagesHref: string;
}

/** SPEC §2.3 Dialogs: the list with its total, search, create (linear or branching), open, export and delete. */
export function DialogList({ worldId, canEdit, canExport, dialogHref, languagesHref }: Props) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [page, setPage] = useState(1);
  const dialogs = useDialogs(worldId, debounced, (page - 1) * dialogPageSize);
  const remove = useDeleteDialog(worldId);
  const [creating, create] = useDisclosure(false);
  const total = dialogs.data?.total ?? 0;
  const loadForExport = useSavedDialogExport(worldId);
  const exportLanguages = useExportLanguages(worldId);

  const askDelete = async (dialog: DialogSummary) => {
    if (await confirmDelete({ text: t('DIALOGS.LIST.DELETE_TEXT', { name: dialog.name }) }))
      remove.mutate(dialog.id);
  };
  // A phone gets a card per dialog: the table's five columns cut the names, kinds and dates there.
  const phone = usePhone();
  const actions = (dialog: DialogSummary) => (
    <>
      {canExport && (
        <ExportMenu
          compact
          saved={{ worldId, dialogId: dialog.id }}
          languages={exportLanguages}
          load={() => loadForExport(dialog.id)}
        />
      )}
      {canEdit && (
        <ActionIcon
          variant="subtle"
          color="red"
          size={phone ? 'lg' : 'md'}
          aria-label={t('DIALOGS.LIST.DELETE', { name: dialog.name })}
          onClick={() => void askDelete(dialog)}
        >
          <IconTrash size={16} />
        </ActionIcon>
      )}
    </>
  );

  return (
    <Stack gap="sm" data-testid="dialog-list">
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs" align="baseline">
          <Title order={2} size="h3">
            {t('DIALOGS.TITLE')}
          </Title>
          <Text c="dimmed" size="sm" data-testid="dialog-total">
            {t('DIALOGS.LIST.TOTAL', { count: total })}
          </Text>
        </Group>
        <Group gap="xs">
          {canExport && (
            <LocalizationButton
              worldId={worldId}
              dialog={null}
              canEdit={canEdit}
              languagesHref={languagesHref}
            />
          )}
          {canEdit && (
            <ImportDialogButton
              worldId={worldId}
              onImported={(dialogId) => navigate(dialogHref(dialogId))}
            />
          )}
          {canEdit && (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={create.open}
              data-testid="new-dialog"
            >
              {t('DIALOGS.LIST.CREATE')}
            </Button>
          )}
        </Group>
      </Group>
      <TextInput
        leftSection={<IconSearch size={16} />}
        placeholder={t('DIALOGS.LIST.SEARCH')}
        aria-label={t('DIALOGS.LIST.SEARCH')}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        maw={360}
      />
      {dialogs.data && dialogs.data.items.length === 0 ? (
        <Paper withBorder p="xl" radius="md" ta="center">
          <Text c="dimmed">
            {debounced
              ? t('DIALOGS.LIST.NONE_FOUND')
              : canEdit
                ? t('DIALOGS.LIST.EMPTY')
                : t('DIALOGS.LIST.EMPTY_VIEWER')}
          </Text>
        </Paper>
      ) : phone ? (
        <Stack gap="xs" data-testid="dialog-cards">
          {(dialogs.data?.items ?? []).map((dialog) => (
            <DialogCard
              key={dialog.id}
              dialog={dialog}
              href={dialogHref(dialog.id)}
              actions={actions(dialog)}
            />
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('DIALOGS.NAME')}</Table.Th>
                <Table.Th>{t('DIALOGS.LIST.KIND')}</Table.Th>
                <Table.Th ta="right">{t('DIALOGS.LIST.NODES')}</Table.Th>
                <Table.Th>{t('DIALOGS.LIST.UPDATED')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(dialogs.data?.items ?? []).map((dialog) => (
                <Table.Tr key={dialog.id} data-testid="dialog-row">
                  <Table.Td>
                    <Group gap="xs" wrap="wrap">
                      <Anchor component={Link} to={dialogHref(dialog.id)} fw={500}>
                        {dialog.name}
                      </Anchor>
                      <VisibilityBadge visibility={dialog.visibility} />
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={dialog.kind === 'branching' ? 'grape' : 'blue'}>
                      {t(`DIALOGS.KIND.${dialog.kind}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right">{dialog.nodeCount}</Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {formatShortDate(dialog.updatedAt, i18n.language)}
                      {dialog.updatedBy && (
                        <Text span c="dimmed" size="sm">
                          {' '}
                          · {dialog.updatedBy.userName}
                        </Text>
                      )}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      {actions(dialog)}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {total > dialogPageSize && (
        <Pagination value={page} onChange={setPage} total={Math.ceil(total / dialogPageSize)} />
      )}
      <CreateDialogModal
        worldId={worldId}
        opened={creating}
        onClose={create.close}
        onCreated={(dialog) => navigate(dialogHref(dialog.id))}
      />
    </Stack>
  );
}
