import { Alert, Drawer, Group, Loader, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { DocumentDetail } from '../../../shared/schemas/document';
import type { RichText } from '../../../shared/wiki/rich-text';
import { confirmDelete } from '../../components/confirm';
import { showFormError } from '../../lib/form-server-errors';
import { useCan, useSelectedWorld } from '../../lib/world-context';
import { useDeleteDocument } from '../../features/documents/api/delete-document';
import { documentQueryOptions, useDocument } from '../../features/documents/api/get-document';
import { documentsByNameQueryOptions } from '../../features/documents/api/get-documents';
import {
  ConflictDialog,
  type ConflictChoice,
} from '../../features/documents/components/ConflictDialog';
import { DocumentActions } from '../../features/documents/components/DocumentActions';
import {
  DocumentEditor,
  type EditorSlot,
} from '../../features/documents/components/DocumentEditor';
import { DocumentHeader } from '../../features/documents/components/DocumentHeader';
import { DocumentBreadcrumbs } from '../../features/documents/tree/DocumentBreadcrumbs';
import { DocumentTabs } from '../../features/documents/components/DocumentTabs';
import { SaveAsTemplateModal } from '../../features/documents/components/SaveAsTemplateModal';
import { useDocumentPaths } from '../../features/documents/document-paths';
import {
  defaultDocumentTab,
  isDocumentTab,
  type DocumentTabProps,
} from '../../features/documents/document-tabs';
import type { Conflict, DocumentDraft } from '../../features/documents/draft';
import { formatDate } from '../../features/documents/format-date';
import { isStaleVersion, useDocumentSave } from '../../features/documents/hooks/use-document-save';
import { CoEditedContents } from '../../features/editor/components/CoEditedContents';
import { ContentsViewer } from '../../features/editor/components/ContentsViewer';
import { useLeaveGuard } from '../../features/editor/hooks/use-leave-guard';
import type { MentionSource } from '../../features/editor/mention-types';
import { restoreRevision } from '../../features/history/api/restore-revision';
import { revisionsQueryOptions } from '../../features/history/api/get-revisions';
import { RevisionHistory } from '../../features/history/components/RevisionHistory';
import { VersionDiff } from '../../features/history/components/VersionDiff';
import { tagsQueryOptions, useTags } from '../../features/tags/api/get-tags';
import { ConnectionsTab } from '../../features/documents/components/ConnectionsTab';
import { DocumentImagesPanel } from '../../features/images/components/DocumentImagesPanel';
import { DocumentMapPlaces } from '../../features/maps/components/DocumentMapPlaces';
import { DocumentRelationsPanel } from '../../features/relations/components/DocumentRelationsPanel';
import { DocumentEventsPanel } from '../../features/timeline/components/DocumentEventsPanel';
import { ImageEmbeds } from '../ImageEmbeds';
import { DocumentUpdateNotice } from '../live/DocumentUpdateNotice';
import { DocumentViewers } from '../live/DocumentViewers';
import { paths } from '../route-names';

/** The Contents tab: the editor feature's viewer, plugged into the documents feature's tab frame. */
function ContentsTab({ document }: DocumentTabProps) {
  const documentPaths = useDocumentPaths();
  const world = useSelectedWorld();
  // Those who cannot edit follow the co-edited text live; writers see it live in the editor.
  const live = useCan('documents.edit')
    ? undefined
    : { worldId: world.id, documentId: document.id };
  return (
    <ContentsViewer contents={document.contents} mentionHref={documentPaths.view} live={live} />
  );
}

/** The Events tab: the timeline feature's list of this document's events, linking to the timeline. */
function EventsTab({ document }: DocumentTabProps) {
  const world = useSelectedWorld();
  const canEdit = useCan('events.edit');
  const timeline = paths.worldChild(world.ownerUserName, world.urlName, 'timeline');
  const timelineHref = (eventId?: string) =>
    eventId ? `${timeline}?event=${encodeURIComponent(eventId)}` : timeline;
  return (
    <DocumentEventsPanel
      worldId={world.id}
      document={document}
      canEdit={canEdit}
      timelineHref={timelineHref}
    />
  );
}

/** The Images tab: the gallery feature's pictures of this document, with uploads linked to it. */
function ImagesTab({ document }: DocumentTabProps) {
  const world = useSelectedWorld();
  const canEdit = useCan('images.edit');
  const documentPaths = useDocumentPaths();
  const gallery = `${paths.worldChild(world.ownerUserName, world.urlName, 'images')}?document=${encodeURIComponent(document.id)}`;
  return (
    <DocumentImagesPanel
      worldId={world.id}
      documentId={document.id}
      canEdit={canEdit}
      documentHref={documentPaths.view}
      galleryHref={gallery}
    />
  );
}

/** The Connections tab: `@` mentions both ways (documents feature), then typed relations (relations feature). */
function ConnectionsPanel({ document }: DocumentTabProps) {
  const world = useSelectedWorld();
  const canEdit = useCan('relations.edit');
  const documentPaths = useDocumentPaths();
  const graph = `${paths.worldChild(world.ownerUserName, world.urlName, 'relations')}?view=graph&focus=${encodeURIComponent(document.id)}&hops=1`;
  return (
    <Stack gap="md">
      <DocumentRelationsPanel
        worldId={world.id}
        document={document}
        canEdit={canEdit}
        documentHref={documentPaths.view}
        graphHref={graph}
      />
      <ConnectionsTab document={document} />
    </Stack>
  );
}

const panels = {
  contents: ContentsTab,
  events: EventsTab,
  images: ImagesTab,
  connections: ConnectionsPanel,
};

/** SPEC §2.3 document page: header, tabs (Contents first), edit with 409 resolution, history, print, template, delete. */
export default function DocumentPage() {
  const { t, i18n } = useTranslation();
  const { documentId = '' } = useParams();
  const world = useSelectedWorld();
  const canEdit = useCan('documents.edit');
  const canEditImages = useCan('images.edit');
  const canSeeHistory = useCan('world.view');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const documentPaths = useDocumentPaths();
  const document = useDocument(world.id, documentId);
  const tags = useTags(world.id);
  const remove = useDeleteDocument(world.id);
  const { fetchLatest } = useDocumentSave(world.id, documentId);
  const [params, setParams] = useSearchParams();
  const editing = canEdit && params.get('edit') === '1';
  const requestedTab = params.get('tab');
  const tab = isDocumentTab(requestedTab) ? requestedTab : defaultDocumentTab;
  const [dirty, setDirty] = useState(false);
  const [mergeFrom, setMergeFrom] = useState<DocumentDraft | null>(null);
  const [templateOf, setTemplateOf] = useState<DocumentDetail | null>(null);
  const [restoring, setRestoring] = useState<{ conflict: Conflict; revisionId: string } | null>(
    null,
  );
  const [restoreBusy, setRestoreBusy] = useState(false);
  useLeaveGuard(editing && dirty);

  const setParam = (name: string, value: string | null) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (value === null) next.delete(name);
      else next.set(name, value);
      return next;
    });

  const mentionSource: MentionSource = useCallback(
    async (query) => {
      const found = await queryClient.fetchQuery(documentsByNameQueryOptions(world.id, query));
      return found.items.map((item) => ({ id: item.id, label: item.name, type: item.type }));
    },
    [queryClient, world.id],
  );
  const renderContents = (contents: RichText) => (
    <ContentsViewer contents={contents} mentionHref={documentPaths.view} />
  );
  const renderDiff = (before: DocumentDraft, after: DocumentDraft) => (
    <VersionDiff before={before} after={after} />
  );
  const renderEditor = (slot: EditorSlot) => (
    <CoEditedContents
      worldId={world.id}
      documentId={documentId}
      initialContents={slot.initialContents}
      onStateChange={slot.onContentsState}
      ref={slot.ref}
      mentionSource={mentionSource}
      mentionHref={documentPaths.view}
    />
  );

  const afterSave = (saved: DocumentDetail) => {
    queryClient.setQueryData(documentQueryOptions(world.id, documentId).queryKey, saved);
    void queryClient.invalidateQueries({ queryKey: tagsQueryOptions(world.id).queryKey });
    void queryClient.invalidateQueries({
      queryKey: revisionsQueryOptions(world.id, documentId).queryKey,
    });
  };
  const endEditing = (saved: DocumentDetail | null) => {
    if (saved) afterSave(saved);
    setMergeFrom(null);
    setParam('edit', null);
  };
  const askDelete = async () => {
    if (
      !document.data ||
      !(await confirmDelete({ text: t('WIKI.DOCUMENT.DELETE_TEXT', { name: document.data.name }) }))
    )
      return;
    remove.mutate(documentId, { onSuccess: () => navigate(documentPaths.list, { replace: true }) });
  };

  const chooseOnRestore = async (choice: ConflictChoice) => {
    if (!restoring) return;
    const { conflict, revisionId } = restoring;
    if (choice === 'theirs') return setRestoring(null);
    if (choice === 'merge') {
      setRestoring(null);
      setMergeFrom(conflict.mine);
      setParams({ edit: '1' });
      return;
    }
    setRestoreBusy(true);
    try {
      afterSave(await restoreRevision(world.id, documentId, revisionId, conflict.theirs.version));
      setRestoring(null);
    } catch (error) {
      const theirs = isStaleVersion(error) ? await fetchLatest().catch(() => null) : null;
      if (!theirs) showFormError(error, {}, () => undefined);
      setRestoring(theirs ? { conflict: { ...conflict, theirs }, revisionId } : null);
    } finally {
      setRestoreBusy(false);
    }
  };

  if (document.isPending) return <Loader />;
  if (!document.data) return <Alert color="red">{t('WIKI.DOCUMENT.LOAD_FAILED')}</Alert>;
  const current = document.data;

  return (
    <ImageEmbeds worldId={world.id} canPick={editing} canUpload={canEditImages}>
      <Stack gap="lg" maw={1200} mx="auto">
        <DocumentBreadcrumbs worldId={world.id} documentId={current.id} />
        <DocumentUpdateNotice key={current.id} document={current} editing={editing} />
        {editing && <DocumentViewers documentId={current.id} />}
        {editing ? (
          <DocumentEditor
            key={`${current.id}:${mergeFrom ? 'merge' : 'edit'}`}
            worldId={world.id}
            document={current}
            tagSuggestions={tags.data?.map((tag) => tag.name) ?? []}
            mergeFrom={mergeFrom}
            renderEditor={renderEditor}
            renderDiff={renderDiff}
            renderContents={renderContents}
            onDirtyChange={setDirty}
            onDone={endEditing}
          />
        ) : (
          <>
            <DocumentHeader
              document={current}
              actions={
                <Group gap="md" wrap="wrap" justify="flex-end">
                  <DocumentViewers documentId={current.id} />
                  <DocumentActions
                    documentId={current.id}
                    canEdit={canEdit}
                    canSeeHistory={canSeeHistory}
                    onEdit={() => setParam('edit', '1')}
                    onHistory={() => setParam('history', '1')}
                    onSaveAsTemplate={() => setTemplateOf(current)}
                    onDelete={askDelete}
                  />
                </Group>
              }
            />
            <DocumentMapPlaces
              worldId={world.id}
              documentId={current.id}
              placeHref={(mapId, featureId) =>
                paths.map(world.ownerUserName, world.urlName, mapId, featureId)
              }
            />
            <DocumentTabs
              document={current}
              value={tab}
              onChange={(next) => setParam('tab', next === defaultDocumentTab ? null : next)}
              panels={panels}
            />
          </>
        )}
        <Drawer
          opened={canSeeHistory && params.get('history') === '1'}
          onClose={() => setParam('history', null)}
          title={t('WIKI.HISTORY.TITLE', { name: current.name })}
          position="right"
          size="xl"
        >
          <RevisionHistory
            worldId={world.id}
            documentId={current.id}
            currentVersion={current.version}
            canRestore={canEdit && !editing}
            formatDate={(iso) => formatDate(iso, i18n.language, true)}
            onRestored={afterSave}
            onRestoreConflict={async (revision) => {
              const theirs = await fetchLatest().catch(() => null);
              if (theirs)
                setRestoring({
                  conflict: {
                    mine: {
                      ...revision,
                      tags: [...revision.tags],
                      type: revision.type as DocumentDraft['type'],
                    },
                    theirs,
                  },
                  revisionId: revision.id,
                });
            }}
          />
        </Drawer>
        <ConflictDialog
          conflict={restoring?.conflict ?? null}
          origin="restore"
          busy={restoreBusy}
          onChoose={chooseOnRestore}
          onClose={() => setRestoring(null)}
          renderDiff={renderDiff}
          renderContents={renderContents}
        />
        <SaveAsTemplateModal
          worldId={world.id}
          document={templateOf}
          onClose={() => setTemplateOf(null)}
        />
      </Stack>
    </ImageEmbeds>
  );
}
