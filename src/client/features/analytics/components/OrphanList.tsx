import { Anchor, Badge, Group, ScrollArea, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Analytics } from '../../../../shared/schemas/dashboard';
import { ChartCard } from './ChartCard';
import classes from './analytics.module.css';
import { DocumentTypeName } from '../../../components/document-types/DocumentTypeName';

interface Props {
  orphans: Analytics['orphans'];
  hrefOf: (documentId: string) => string;
  /** With no documents at all, "every document is linked" would be a strange thing to say. */
  hasDocuments: boolean;
}

/** Documents nothing links to and that link to nothing: candidates for a mention or a relation. */
export function OrphanList({ orphans, hrefOf, hasDocuments }: Props) {
  const { t } = useTranslation();
  const empty = !hasDocuments
    ? t('ANALYTICS.ORPHANS.NO_DOCUMENTS')
    : orphans.length === 0
      ? t('ANALYTICS.ORPHANS.NONE')
      : undefined;
  return (
    <ChartCard id="orphans" title={t('ANALYTICS.ORPHANS.TITLE')} emptyText={empty}>
      <Text size="sm" c="dimmed" mb="xs">
        {t('ANALYTICS.ORPHANS.COUNT', { count: orphans.length })}
      </Text>
      <ScrollArea.Autosize mah={320} type="auto" offsetScrollbars>
        <ul className={classes.orphans}>
          {orphans.map((orphan) => (
            <Group
              key={orphan.id}
              component="li"
              justify="space-between"
              wrap="nowrap"
              gap="xs"
              className={classes.orphan}
              data-testid="orphan"
            >
              <Anchor
                component={Link}
                to={hrefOf(orphan.id)}
                size="sm"
                style={{ overflowWrap: 'anywhere' }}
              >
                {orphan.name}
              </Anchor>
              <Badge size="xs" variant="light" style={{ flexShrink: 0 }}>
                <DocumentTypeName type={orphan.type} />
              </Badge>
            </Group>
          ))}
        </ul>
      </ScrollArea.Autosize>
    </ChartCard>
  );
}
