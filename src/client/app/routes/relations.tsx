import { Group, SegmentedControl, Stack, Title } from '@mantine/core';
import { IconChartDots3, IconTable } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader';
import { useDocumentPaths } from '../../features/documents/document-paths';
import { RelationsTables } from '../../features/relations/components/RelationsTables';
import { useCan, useSelectedWorld } from '../../lib/world-context';

// React Flow and the layout client load only when the graph is opened.
const RelationsGraph = lazy(() =>
  import('../../features/relations/components/graph/RelationsGraph').then((module) => ({
    default: module.RelationsGraph,
  })),
);

/** SPEC §2.3 Relations: relation types and one table per type, or the relations graph (`?view=graph`). */
export default function RelationsPage() {
  const { t } = useTranslation();
  const world = useSelectedWorld();
  const canEdit = useCan('relations.edit');
  const documentPaths = useDocumentPaths();
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'graph' ? 'graph' : 'tables';
  const setView = (next: string) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 'graph') updated.set('view', 'graph');
      else updated.delete('view');
      return updated;
    });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('RELATIONS.TITLE')}
        </Title>
        <SegmentedControl
          value={view}
          onChange={setView}
          data={[
            {
              value: 'tables',
              label: (
                <Group gap={6} wrap="nowrap">
                  <IconTable size={16} />
                  {t('RELATIONS.VIEWS.TABLES')}
                </Group>
              ),
            },
            {
              value: 'graph',
              label: (
                <Group gap={6} wrap="nowrap">
                  <IconChartDots3 size={16} />
                  {t('RELATIONS.VIEWS.GRAPH')}
                </Group>
              ),
            },
          ]}
          data-testid="relations-view"
        />
      </Group>
      {view === 'graph' ? (
        <Suspense fallback={<PageLoader />}>
          <RelationsGraph
            key={world.id}
            worldId={world.id}
            canEdit={canEdit}
            documentHref={documentPaths.view}
          />
        </Suspense>
      ) : (
        <RelationsTables
          key={world.id}
          worldId={world.id}
          canEdit={canEdit}
          documentHref={documentPaths.view}
        />
      )}
    </Stack>
  );
}
