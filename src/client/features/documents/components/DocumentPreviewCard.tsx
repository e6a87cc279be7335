import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DocumentDetail } from '../../../../shared/schemas/document';
import { previewExcerpt } from '../preview';
import { DocumentTypeBadge } from './DocumentTypeBadge';
import { TagBadges } from './TagBadges';

/** The card a previewable document shows on hover: name, type, description and first lines. */
export function DocumentPreviewCard({ document }: { document: DocumentDetail }) {
  const { t } = useTranslation();
  const excerpt = previewExcerpt(document.contents);
  return (
    <Stack gap={6} maw={340} data-testid="document-preview">
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text fw={600} truncate>
          {document.name}
        </Text>
        <DocumentTypeBadge type={document.type} size="sm" />
      </Group>
      {document.description && (
        <Text size="sm" c="dimmed" lineClamp={3}>
          {document.description}
        </Text>
      )}
      <Text
        size="sm"
        lineClamp={5}
        style={{ whiteSpace: 'pre-line' }}
        fs={excerpt ? undefined : 'italic'}
        c={excerpt ? undefined : 'dimmed'}
      >
        {excerpt || t('WIKI.DOCUMENT.NO_CONTENTS')}
      </Text>
      <TagBadges tags={document.tags} size="xs" />
    </Stack>
  );
}
