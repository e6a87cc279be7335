import { Badge, Box, Button, Drawer, Group, Stack, Tabs, Title } from '@mantine/core';
import { IconPlus, IconTags } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { DocumentDetail, DocumentSummary } from '../../../shared/schemas/document';
import { confirmDelete } from '../../components/confirm';
import { useCan, useSelectedWorld } from '../../lib/world-context';
import { useDeleteDocument } from '../../features/documents/api/delete-document';
import { documentListsRootKey } from '../../features/documents/api/query-keys';
import { DocumentFiltersBar } from '../../features/documents/components/DocumentFiltersBar';
import { DocumentList } from '../../features/documents/components/DocumentList';
import { DocumentsEmpty } from '../../features/documents/components/DocumentsEmpty';
import { NewDocumentModal } from '../../features/documents/components/NewDocumentModal';
import { TemplatesPanel } from '../../features/documents/components/TemplatesPanel';
import { DocumentTreePanel } from '../../features/documents/tree/DocumentTreePanel';
import { useDocumentPaths } from '../../features/documents/document-paths';
import { useListFilters } from '../../features/documents/hooks/use-list-filters';
import { defaultFilters } from '../../features/documents/list-filters';
import classes from './documents.module.css';
import { tagsQueryOptions, useTags } from '../../features/tags/api/get-tags';
import { TagsPanel } from '../../features/tags/components/TagsPanel';

/** SPEC §2.3 Documents list: filters, the list, actions per document, the tags widget, "New document". */
export default function DocumentsPage() {
  const { t } = useTranslation();
  const world = useSelectedWorld();
  const canEdit = useCan('documents.edit');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const documentPaths = useDocumentPaths();
  const { filters, update } = useListFilters();
  const tags = useTags(world.id);
  const remove = useDeleteDocument(world.id);
  const [creating, setCreating] = useState(false);
  const [tagsOpened, setTagsOpened] = useState(false);
  const [total, setTotal] = useState<number | undefined>(undefined);
  const filtered =
    JSON.stringify(filters) !==
    JSON.stringify({ ...defaultFilters, sort: filters.sort, direction: filters.direction });

  const refreshDocuments = useCallback(
    () => queryClient.invalidateQueries({ queryKey: documentListsRootKey(world.id) }),
    [queryClient, world.id],
  );
  const removeDocument = remove.mutate;
  const askDelete = useCallback(
    async (document: DocumentSummary) => {
      if (!(await confirmDelete({ text: t('WIKI.DOCUMENT.DELETE_TEXT', { name: document.name }) })))
        return;
      removeDocument(document.id, {
        onSuccess: () =>
          queryClient.invalidateQueries({ queryKey: tagsQueryOptions(world.id).queryKey }),
      });
    },
    [t, removeDocument, queryClient, world.id],
  );
  const created = (document: DocumentDetail) => {
    setCreating(false);
    void queryClient.invalidateQueries({ queryKey: tagsQueryOptions(world.id).queryKey });
    navigate(documentPaths.edit(document.id));
  };

  return (
    <Stack gap="md" maw={1280} mx="auto">
      <Group justify="space-between" gap="sm">
        <Group gap="xs">
          <Title order={1} size="h2">
            {t('NAVBAR.DOCUMENTS')}
          </Title>
          {total !== undefined && (
            <Badge
              variant="light"
              color="gray"
              size="lg"
              aria-label={t('WIKI.LIST.COUNT', { count: total })}
              data-testid="documents-total"
            >
              {total.toLocaleString()}
            </Badge>
          )}
        </Group>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconTags size={16} />}
            onClick={() => setTagsOpened(true)}
          >
            {t('WIKI.TAGS.OPEN')}
          </Button>
          {canEdit && (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setCreating(true)}
              data-testid="new-document"
            >
              {t('WIKI.LIST.NEW')}
            </Button>
          )}
        </Group>
      </Group>
      <Box className={classes.columns}>
        <DocumentTreePanel worldId={world.id} canEdit={canEdit} />
        <Stack gap="md" miw={0}>
          <DocumentFiltersBar filters={filters} onChange={update} tags={tags.data ?? []} />
          <DocumentList
            filters={filters}
            canEdit={canEdit}
            onDelete={askDelete}
            onTotal={setTotal}
            empty={(count) => (
              <DocumentsEmpty
                filtered={filtered}
                failed={count === undefined}
                canEdit={canEdit}
                onReset={() => update({ ...defaultFilters })}
                onCreate={() => setCreating(true)}
              />
            )}
          />
        </Stack>
      </Box>
      <NewDocumentModal
        opened={creating}
        onClose={() => setCreating(false)}
        tagSuggestions={tags.data?.map((tag) => tag.name) ?? []}
        onCreated={created}
      />
      <Drawer
        opened={tagsOpened}
        onClose={() => setTagsOpened(false)}
        title={t('WIKI.TAGS.TITLE')}
        position="right"
        size="md"
      >
        <Tabs defaultValue="tags">
          <Tabs.List mb="sm">
            <Tabs.Tab value="tags">{t('WIKI.TAGS.TAB')}</Tabs.Tab>
            <Tabs.Tab value="templates">{t('WIKI.TEMPLATES.TAB')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="tags">
            <TagsPanel worldId={world.id} canEdit={canEdit} onChanged={refreshDocuments} />
          </Tabs.Panel>
          <Tabs.Panel value="templates">
            <TemplatesPanel canEdit={canEdit} />
          </Tabs.Panel>
        </Tabs>
      </Drawer>
    </Stack>
  );
}
