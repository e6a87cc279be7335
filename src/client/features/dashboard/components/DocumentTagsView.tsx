import { Badge, Group, Stack, Title } from '@mantine/core';
import { IconTag } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentSummary } from '../../../../shared/schemas/document';
import { groupByTag } from '../tags-view';
import { DocumentLine } from './DocumentLine';
import classes from './dashboard.module.css';

/** The tags view: every tag with its documents under it; the untagged ones last. */
export function DocumentTagsView({
  documents,
  hrefOf,
}: {
  documents: DocumentSummary[];
  hrefOf: (id: string) => string;
}) {
  const { t, i18n } = useTranslation();
  const groups = useMemo(() => groupByTag(documents, i18n.language), [documents, i18n.language]);
  return (
    <Stack gap="md" data-testid="tags-view">
      {groups.map((group) => {
        const name = group.tag?.name ?? t('DASHBOARD.DOCUMENTS.UNTAGGED');
        const headingId = `tag-group-${group.tag?.id ?? 'none'}`;
        return (
          <section
            key={group.tag?.id ?? 'none'}
            aria-labelledby={headingId}
            data-testid="tag-group"
          >
            <Group gap={6} mb={2} wrap="nowrap">
              <IconTag size={14} aria-hidden />
              <Title order={3} size="h6" id={headingId} fs={group.tag ? undefined : 'italic'}>
                {name}
              </Title>
              <Badge
                size="xs"
                variant="default"
                aria-label={t('DASHBOARD.DOCUMENTS.COUNT', { count: group.documents.length })}
              >
                {group.documents.length}
              </Badge>
            </Group>
            <ul className={classes.plainList}>
              {group.documents.map((document) => (
                <DocumentLine
                  key={document.id}
                  document={document}
                  href={hrefOf(document.id)}
                  withTags={false}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </Stack>
  );
}
