import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentDetail } from '../../../../shared/schemas/document';
import { formatDate } from '../format-date';
import { DocumentTypeBadge } from './DocumentTypeBadge';
import { TagBadges } from './TagBadges';
import { VisibilityBadge } from '../../../components/VisibilityBadge';

/** A document's name, type, tags, description and who changed it last; `actions` sit on the right. */
export function DocumentHeader({
  document,
  actions,
}: {
  document: DocumentDetail;
  actions?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="xs" component="header">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Group gap="sm" align="center" style={{ minWidth: 0, flex: '1 1 320px' }}>
          <Title
            order={1}
            size="h2"
            style={{ overflowWrap: 'anywhere' }}
            data-testid="document-title"
          >
            {document.name}
          </Title>
          <DocumentTypeBadge type={document.type} size="lg" />
          <VisibilityBadge visibility={document.visibility} />
        </Group>
        {actions}
      </Group>
      <TagBadges tags={document.tags} />
      {document.description && (
        <Text c="dimmed" style={{ whiteSpace: 'pre-line' }}>
          {document.description}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {t('WIKI.DOCUMENT.UPDATED', {
          user: document.updatedBy?.userName ?? t('WIKI.DOCUMENT.SOMEONE'),
          date: formatDate(document.updatedAt, i18n.language, true),
          version: document.version,
        })}
      </Text>
    </Stack>
  );
}
