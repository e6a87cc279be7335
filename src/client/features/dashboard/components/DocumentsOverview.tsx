import {
  Anchor,
  Group,
  Paper,
  ScrollArea,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFilter, IconFiles } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { World } from '../../../../shared/schemas/world';
import { paths } from '../../../app/route-names';
import { useWorldDocuments } from '../api/get-world-documents';
import { DocumentLine } from './DocumentLine';
import { DocumentTagsView } from './DocumentTagsView';
import classes from './dashboard.module.css';

type View = 'list' | 'tags';

/** SPEC §2.3: the world's documents as a list or by tag, with a name filter. */
export function DocumentsOverview({
  world,
}: {
  world: Pick<World, 'id' | 'ownerUserName' | 'urlName'>;
}) {
  const { t, i18n } = useTranslation();
  const [view, setView] = useState<View>('list');
  const [filter, setFilter] = useState('');
  const [name] = useDebouncedValue(filter.trim(), 250);
  const documents = useWorldDocuments(world.id, name);
  const hrefOf = (id: string) => paths.document(world.ownerUserName, world.urlName, id);
  const listHref = paths.worldChild(world.ownerUserName, world.urlName, 'documents');
  const number = new Intl.NumberFormat(i18n.language);

  const data = documents.data;
  let body;
  if (documents.isPending) {
    body = (
      <Stack gap="xs">
        <Skeleton h={20} />
        <Skeleton h={20} />
        <Skeleton h={20} />
      </Stack>
    );
  } else if (documents.isError || !data) {
    body = (
      <Text size="sm" c="dimmed">
        {t('DASHBOARD.DOCUMENTS.LOAD_FAILED')}
      </Text>
    );
  } else if (data.total === 0) {
    body = (
      <Text size="sm" c="dimmed" data-testid="documents-empty">
        {name ? t('DASHBOARD.DOCUMENTS.NO_MATCH', { name }) : t('DASHBOARD.DOCUMENTS.EMPTY')}
      </Text>
    );
  } else if (view === 'tags') {
    body = <DocumentTagsView documents={data.items} hrefOf={hrefOf} />;
  } else {
    body = (
      <ul className={classes.plainList} data-testid="list-view">
        {data.items.map((document) => (
          <DocumentLine key={document.id} document={document} href={hrefOf(document.id)} />
        ))}
      </ul>
    );
  }

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby="overview-title"
      data-testid="documents-overview"
    >
      <Group justify="space-between" mb="sm" gap="xs">
        <Group gap={8} wrap="nowrap">
          <IconFiles size={18} aria-hidden />
          <Title order={2} size="h4" id="overview-title">
            {t('DASHBOARD.DOCUMENTS.TITLE')}
          </Title>
        </Group>
        <SegmentedControl
          size="xs"
          value={view}
          onChange={(value) => setView(value as View)}
          aria-label={t('DASHBOARD.DOCUMENTS.VIEW')}
          data={[
            { value: 'list', label: t('DASHBOARD.DOCUMENTS.LIST_VIEW') },
            { value: 'tags', label: t('DASHBOARD.DOCUMENTS.TAGS_VIEW') },
          ]}
        />
      </Group>
      <TextInput
        size="xs"
        mb="sm"
        type="search"
        value={filter}
        onChange={(event) => setFilter(event.currentTarget.value)}
        leftSection={<IconFilter size={14} aria-hidden />}
        placeholder={t('DASHBOARD.DOCUMENTS.FILTER_PLACEHOLDER')}
        aria-label={t('DASHBOARD.DOCUMENTS.FILTER')}
      />
      <ScrollArea.Autosize mah={440} type="auto" offsetScrollbars>
        <div
          aria-busy={documents.isFetching}
          style={{ opacity: documents.isPlaceholderData ? 0.6 : 1 }}
        >
          {body}
        </div>
      </ScrollArea.Autosize>
      {data && data.total > 0 && (
        <Group justify="space-between" mt="sm" gap="xs">
          <Text size="xs" c="dimmed">
            {data.total > data.items.length
              ? t('DASHBOARD.DOCUMENTS.SHOWN_OF', {
                  shown: number.format(data.items.length),
                  count: data.total,
                  total: number.format(data.total),
                })
              : t('DASHBOARD.DOCUMENTS.COUNT', { count: data.total })}
          </Text>
          <Anchor component={Link} to={listHref} size="xs">
            {t('DASHBOARD.DOCUMENTS.OPEN_LIST')}
          </Anchor>
        </Group>
      )}
    </Paper>
  );
}
