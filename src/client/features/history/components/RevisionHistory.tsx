import { Button, Checkbox, Divider, Loader, Stack, Table, Text } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentDetail, RevisionSummary } from '../../../../shared/schemas/document';
import { ErrorCode } from '../../../../shared/errors';
import { ApiError } from '../../../lib/api-error';
import { showFormError } from '../../../lib/form-server-errors';
import { revisionQueryOptions } from '../api/get-revision';
import { useRevisions } from '../api/get-revisions';
import { useRestoreRevision } from '../api/restore-revision';
import type { Snapshot } from '../version-diff';
import { RevisionCompare, snapshotOf } from './RevisionCompare';

interface Props {
  worldId: string;
  documentId: string;
  /** The version the page shows; a restore is made on top of it. */
  currentVersion: number;
  canRestore: boolean;
  onRestored: (document: DocumentDetail) => void;
  /** Someone saved after the page loaded (4091): the page shows both versions. */
  onRestoreConflict: (revision: Snapshot & { version: number; id: string }) => void;
  formatDate: (iso: string) => string;
}

/** Every save of a document: pick any two to compare, restore any one (as a new save). */
export function RevisionHistory({
  worldId,
  documentId,
  currentVersion,
  canRestore,
  onRestored,
  onRestoreConflict,
  formatDate,
}: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const revisions = useRevisions(worldId, documentId);
  const restore = useRestoreRevision(worldId, documentId);
  const [picked, setPicked] = useState<string[] | null>(null);
  const list = revisions.data ?? [];
  const selected = picked ?? list.slice(0, 2).map((revision) => revision.id);

  const toggle = (id: string) =>
    setPicked(
      selected.includes(id) ? selected.filter((at) => at !== id) : [...selected, id].slice(-2),
    );

  const restoreRevision = async (revision: RevisionSummary) => {
    try {
      onRestored(await restore.mutateAsync({ revisionId: revision.id, version: currentVersion }));
    } catch (error) {
      if (error instanceof ApiError && error.hasCode(ErrorCode.staleVersion)) {
        const full = await queryClient
          .fetchQuery(revisionQueryOptions(worldId, documentId, revision.id))
          .catch(() => null);
        if (full)
          return onRestoreConflict({ ...snapshotOf(full), version: full.version, id: full.id });
      }
      showFormError(error, {}, () => undefined);
    }
  };

  const kind = (revision: RevisionSummary) =>
    revision.kind === 'restore' && revision.restoredFrom !== null
      ? t('WIKI.HISTORY.KIND_RESTORE', { version: revision.restoredFrom })
      : revision.editors.length > 1
        ? t('WIKI.HISTORY.KIND_COEDITED')
        : t(`WIKI.HISTORY.KIND_${revision.kind.toUpperCase()}`);
  // A co-edited save names everyone whose edits it holds.
  const who = (revision: RevisionSummary) =>
    revision.editors.length > 1
      ? revision.editors.map((editor) => editor.userName).join(', ')
      : (revision.author?.userName ?? t('WIKI.DOCUMENT.SOMEONE'));

  const ordered = list
    .filter((revision) => selected.includes(revision.id))
    .sort((a, b) => a.version - b.version);
  if (revisions.isPending) return <Loader size="sm" />;
  return (
    <Stack gap="md" data-testid="revision-history">
      <Text size="sm" c="dimmed">
        {t('WIKI.HISTORY.HINT')}
      </Text>
      <Table.ScrollContainer minWidth={520}>
        <Table verticalSpacing={6} highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={36} />
              <Table.Th>{t('WIKI.HISTORY.VERSION')}</Table.Th>
              <Table.Th>{t('WIKI.HISTORY.WHAT')}</Table.Th>
              <Table.Th>{t('WIKI.HISTORY.WHO')}</Table.Th>
              <Table.Th>{t('WIKI.HISTORY.WHEN')}</Table.Th>
              {canRestore && <Table.Th />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((revision) => (
              <Table.Tr key={revision.id} data-testid="revision-row">
                <Table.Td>
                  <Checkbox
                    checked={selected.includes(revision.id)}
                    onChange={() => toggle(revision.id)}
                    aria-label={t('WIKI.HISTORY.SELECT', { version: revision.version })}
                  />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={revision.version === currentVersion ? 700 : 400}>
                    {t('WIKI.HISTORY.VERSION_N', { version: revision.version })}
                    {revision.version === currentVersion && ` ${t('WIKI.HISTORY.CURRENT')}`}
                  </Text>
                </Table.Td>
                <Table.Td>{kind(revision)}</Table.Td>
                <Table.Td>{who(revision)}</Table.Td>
                <Table.Td>{formatDate(revision.createdAt)}</Table.Td>
                {canRestore && (
                  <Table.Td>
                    {revision.version !== currentVersion && (
                      <Button
                        size="compact-xs"
                        variant="light"
                        leftSection={<IconRestore size={14} />}
                        onClick={() => restoreRevision(revision)}
                        loading={restore.isPending && restore.variables?.revisionId === revision.id}
                        aria-label={t('WIKI.HISTORY.RESTORE_N', { version: revision.version })}
                      >
                        {t('WIKI.HISTORY.RESTORE')}
                      </Button>
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Divider />
      {ordered.length === 2 ? (
        <RevisionCompare
          worldId={worldId}
          documentId={documentId}
          olderId={ordered[0]!.id}
          newerId={ordered[1]!.id}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('WIKI.HISTORY.PICK_TWO')}
        </Text>
      )}
    </Stack>
  );
}
