import { Group, Skeleton, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentSummary } from '../../../../shared/schemas/document';
import { formatDate } from '../format-date';
import { DocumentPreviewLink } from './DocumentPreviewLink';
import { DocumentRowActions } from './DocumentRowActions';
import { DocumentTypeBadge } from './DocumentTypeBadge';
import { TagBadges } from './TagBadges';
import { VisibilityBadge } from '../../../components/VisibilityBadge';
import classes from './documents.module.css';

interface Props {
  document: DocumentSummary | undefined;
  canEdit: boolean;
  compact: boolean;
  onDelete: (document: DocumentSummary) => void;
}

/**
 * One line of the documents list; a row whose page is still loading is a
 * skeleton. Memoized: while scrolling, rows already on screen do not render again.
 */
export const DocumentRow = memo(function DocumentRow({
  document,
  canEdit,
  compact,
  onDelete,
}: Props) {
  const { t, i18n } = useTranslation();
  if (!document) {
    return (
      <div className={classes.row} aria-busy="true">
        <Stack gap={6} style={{ flex: 1 }}>
          <Skeleton height={14} width="40%" />
          <Skeleton height={10} width="70%" />
        </Stack>
      </div>
    );
  }
  return (
    <div className={classes.row} data-testid="document-row">
      <Stack gap={2} className={classes.rowMain}>
        <Group gap="xs" wrap="nowrap" className={classes.rowTitle}>
          <DocumentPreviewLink document={document} fw={600} className={classes.rowName} />
          <DocumentTypeBadge type={document.type} size="sm" />
          <VisibilityBadge visibility={document.visibility} />
        </Group>
        <Text size="xs" c="dimmed" truncate>
          {document.description || t('WIKI.DOCUMENT.NO_DESCRIPTION')}
        </Text>
      </Stack>
      <div className={classes.rowTags}>
        <TagBadges tags={document.tags.slice(0, 4)} size="xs" />
      </div>
      <Text size="xs" c="dimmed" className={classes.rowUpdated}>
        {t('WIKI.DOCUMENT.UPDATED_SHORT', {
          date: formatDate(document.updatedAt, i18n.language),
          user: document.updatedBy?.userName ?? t('WIKI.DOCUMENT.SOMEONE'),
        })}
      </Text>
      <DocumentRowActions
        document={document}
        canEdit={canEdit}
        compact={compact}
        onDelete={onDelete}
      />
    </div>
  );
});
