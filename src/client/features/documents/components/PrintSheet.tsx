import { Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentDetail, DocumentRef } from '../../../../shared/schemas/document';
import { formatDate } from '../format-date';
import classes from './print.module.css';
import { DocumentTypeName } from '../../../components/document-types/DocumentTypeName';

interface Props {
  document: DocumentDetail;
  worldName: string;
  contents: ReactNode;
}

/** A document laid out for paper: name, type, tags, description, contents and linked items. */
export function PrintSheet({ document, worldName, contents }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <article className={classes.sheet} data-testid="print-sheet">
      <Stack gap="xs">
        <Title order={1}>{document.name}</Title>
        <Group gap={6}>
          <Badge variant="outline" radius="sm">
            <DocumentTypeName type={document.type} />
          </Badge>
          {document.tags.map((tag) => (
            <Badge key={tag.id} variant="outline" radius="sm" tt="none">
              {tag.name}
            </Badge>
          ))}
        </Group>
        {document.description && (
          <Text style={{ whiteSpace: 'pre-line' }}>{document.description}</Text>
        )}
      </Stack>
      <div style={{ marginTop: 24 }}>{contents}</div>
      {(document.backlinks.length > 0 || document.mentions.length > 0) && (
        <section style={{ marginTop: 32 }} aria-labelledby="print-linked">
          <Title order={2} size="h3" id="print-linked">
            {t('WIKI.PRINT.LINKED_ITEMS')}
          </Title>
          <LinkedItems titleKey="WIKI.CONNECTIONS.BACKLINKS" items={document.backlinks} />
          <LinkedItems titleKey="WIKI.CONNECTIONS.MENTIONS" items={document.mentions} />
        </section>
      )}
      <div className={classes.meta}>
        {t('WIKI.PRINT.FOOTER', {
          world: worldName,
          version: document.version,
          updated: formatDate(document.updatedAt, i18n.language, true),
          printed: formatDate(new Date().toISOString(), i18n.language),
        })}
      </div>
    </article>
  );
}

function LinkedItems({ titleKey, items }: { titleKey: string; items: readonly DocumentRef[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <section style={{ marginTop: 12 }}>
      <Title order={3} size="h5">
        {t(titleKey)}
      </Title>
      <List size="sm" mt={4}>
        {items.map((item) => (
          <List.Item key={item.id}>
            {item.name}{' '}
            <Text span c="dimmed" size="xs">
              (<DocumentTypeName type={item.type} />)
            </Text>
          </List.Item>
        ))}
      </List>
    </section>
  );
}
