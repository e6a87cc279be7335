import { Anchor, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MentionedDocument } from '../../../../../shared/schemas/dialog';

/** SPEC §2.3 "mentioned documents": the world's documents this dialog names, as saved. */
export function MentionedDocuments({
  documents,
  documentHref,
}: {
  documents: readonly MentionedDocument[];
  documentHref: (id: string) => string;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" radius="md" data-testid="mentioned-documents">
      <Text size="sm" fw={600} mb={4}>
        {t('DIALOGS.MENTIONED', { count: documents.length })}
      </Text>
      {documents.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('DIALOGS.MENTIONED_NONE')}
        </Text>
      ) : (
        <Group gap="sm">
          {documents.map((document) => (
            <Anchor key={document.id} component={Link} to={documentHref(document.id)} size="sm">
              {document.name}
            </Anchor>
          ))}
        </Group>
      )}
    </Paper>
  );
}
