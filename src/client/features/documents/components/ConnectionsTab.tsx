import { Group, List, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DocumentRef } from '../../../../shared/schemas/document';
import type { DocumentTabProps } from '../document-tab-props';
import { DocumentPreviewLink } from './DocumentPreviewLink';
import { DocumentTypeBadge } from './DocumentTypeBadge';

/** Documents linked by `@` mentions, in both directions; the relations issue adds typed relations here. */
export function ConnectionsTab({ document }: DocumentTabProps) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <LinkedDocuments
        titleKey="WIKI.CONNECTIONS.BACKLINKS"
        emptyKey="WIKI.CONNECTIONS.NO_BACKLINKS"
        documents={document.backlinks}
        testId="backlinks"
      />
      <LinkedDocuments
        titleKey="WIKI.CONNECTIONS.MENTIONS"
        emptyKey="WIKI.CONNECTIONS.NO_MENTIONS"
        documents={document.mentions}
        testId="mentions"
      />
    </SimpleGrid>
  );
}

interface LinkedProps {
  titleKey: string;
  emptyKey: string;
  documents: readonly DocumentRef[];
  testId: string;
}

export function LinkedDocuments({ titleKey, emptyKey, documents, testId }: LinkedProps) {
  const { t } = useTranslation();
  const titleId = `linked-${testId}`;
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby={titleId}
      data-testid={testId}
    >
      <Title order={2} size="h5" id={titleId} mb="xs">
        {t(titleKey)} ({documents.length})
      </Title>
      {documents.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t(emptyKey)}
        </Text>
      ) : (
        <List spacing={4} listStyleType="none" ml={0} pl={0}>
          {documents.map((linked) => (
            <List.Item key={linked.id}>
              <Group gap="xs" wrap="nowrap">
                <DocumentPreviewLink document={linked} size="sm" />
                <DocumentTypeBadge type={linked.type} size="xs" />
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}
