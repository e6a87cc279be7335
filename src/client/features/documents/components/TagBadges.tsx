import { Badge, Group } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Tag } from '../../../../shared/schemas/tag';

/** A document's tags; a previewable tag carries an eye. */
export function TagBadges({
  tags,
  size = 'sm',
}: {
  tags: readonly Pick<Tag, 'id' | 'name' | 'previewable'>[];
  size?: 'xs' | 'sm';
}) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  return (
    <Group gap={4} wrap="wrap" aria-label={t('WIKI.DOCUMENT.TAGS')} role="list">
      {tags.map((tag) => (
        <Badge
          key={tag.id}
          role="listitem"
          size={size}
          variant="outline"
          color="gray"
          radius="sm"
          tt="none"
          leftSection={
            tag.previewable ? (
              <IconEye size={10} aria-label={t('WIKI.TAGS.PREVIEWABLE')} />
            ) : undefined
          }
        >
          {tag.name}
        </Badge>
      ))}
    </Group>
  );
}
