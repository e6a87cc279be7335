import { Badge, Group, List, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { compareSnapshots, type FieldChange, type Snapshot } from '../version-diff';
import { TextDiff } from './TextDiff';
import { useWorldDocumentTypes } from '../../../components/document-types/use-document-types';

/** Everything that differs between two states of a document: name, type, tags, description, then the text. */
export function VersionDiff({ before, after }: { before: Snapshot; after: Snapshot }) {
  const { t } = useTranslation();
  const result = useMemo(() => compareSnapshots(before, after), [before, after]);
  return (
    <Stack gap="sm" data-testid="version-diff">
      {result.fields.length > 0 && (
        <List spacing={6} size="sm" aria-label={t('WIKI.HISTORY.FIELD_CHANGES')}>
          {result.fields.map((change) => (
            <List.Item key={change.field}>
              <FieldChangeLine change={change} />
            </List.Item>
          ))}
        </List>
      )}
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {t('WIKI.HISTORY.TEXT')}
        </Text>
        <Badge color="green" variant="light" size="sm">
          +{result.stats.added}
        </Badge>
        <Badge color="red" variant="light" size="sm">
          −{result.stats.removed}
        </Badge>
      </Group>
      <TextDiff blocks={result.text} label={t('WIKI.HISTORY.TEXT')} />
    </Stack>
  );
}

function FieldChangeLine({ change }: { change: FieldChange }) {
  const { t } = useTranslation();
  const types = useWorldDocumentTypes();
  if (change.field === 'name')
    return <>{t('WIKI.HISTORY.CHANGED_NAME', { before: change.before, after: change.after })}</>;
  if (change.field === 'type') {
    return (
      <>
        {t('WIKI.HISTORY.CHANGED_TYPE', {
          before: types.lookOf(change.before).name,
          after: types.lookOf(change.after).name,
        })}
      </>
    );
  }
  if (change.field === 'tags') {
    return (
      <Group gap={6}>
        <Text span size="sm">
          {t('WIKI.HISTORY.CHANGED_TAGS')}
        </Text>
        {change.added.map((tag) => (
          <Badge key={`+${tag}`} color="green" variant="light" size="sm" tt="none">
            +{tag}
          </Badge>
        ))}
        {change.removed.map((tag) => (
          <Badge key={`-${tag}`} color="red" variant="light" size="sm" tt="none" td="line-through">
            {tag}
          </Badge>
        ))}
      </Group>
    );
  }
  if (change.field !== 'description') return null;
  return (
    <Stack gap={4}>
      <Text size="sm">{t('WIKI.HISTORY.CHANGED_DESCRIPTION')}</Text>
      <TextDiff blocks={change.blocks} label={t('WIKI.HISTORY.CHANGED_DESCRIPTION')} />
    </Stack>
  );
}
