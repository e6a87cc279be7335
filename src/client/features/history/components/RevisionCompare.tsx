import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Revision } from '../../../../shared/schemas/document';
import { useRevision } from '../api/get-revision';
import type { Snapshot } from '../version-diff';
import { VersionDiff } from './VersionDiff';

export function snapshotOf(revision: Revision): Snapshot {
  return {
    name: revision.name,
    type: revision.type,
    description: revision.description,
    tags: revision.tags,
    contents: revision.contents,
  };
}

interface Props {
  worldId: string;
  documentId: string;
  /** The older and the newer revision, by id. */
  olderId: string;
  newerId: string;
}

/** The difference between two revisions of a document, loaded on demand (a revision never changes). */
export function RevisionCompare({ worldId, documentId, olderId, newerId }: Props) {
  const { t } = useTranslation();
  const older = useRevision(worldId, documentId, olderId);
  const newer = useRevision(worldId, documentId, newerId);
  if (older.isError || newer.isError) {
    return <Alert color="red">{t('WIKI.HISTORY.LOAD_FAILED')}</Alert>;
  }
  if (!older.data || !newer.data) return <Loader size="sm" />;
  return (
    <Stack gap="xs" data-testid="revision-compare">
      <Text size="sm" c="dimmed">
        {t('WIKI.HISTORY.COMPARING', { older: older.data.version, newer: newer.data.version })}
      </Text>
      <VersionDiff before={snapshotOf(older.data)} after={snapshotOf(newer.data)} />
    </Stack>
  );
}
