import {
  Badge,
  Button,
  Drawer,
  Group,
  MultiSelect,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconFilter,
  IconFocus2,
  IconMaximize,
  IconPinnedOff,
  IconRefresh,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Graph } from '../../../../../shared/schemas/relation';
import { useWorldDocumentTypes } from '../../../../components/document-types/use-document-types';
import type { LayoutAlgorithm } from '../../../../lib/elk-layout';
import { usePhone } from '../../../../lib/use-phone';
import { forceLayoutLimit } from '../../hooks/use-graph-layout';
import { activeFilterCount, type GraphParams } from '../../model/graph-params';
import classes from './graph.module.css';

interface Props {
  graph: Graph;
  params: GraphParams;
  onChange: (change: Partial<GraphParams>) => void;
  onFit: () => void;
  onRelayout: () => void;
  canUnpin: boolean;
  onUnpinAll: () => void;
  /** Documents on screen: the force layout is offered only for few enough. */
  visibleCount: number;
}

const layouts: LayoutAlgorithm[] = ['layered', 'stress', 'radial'];

/**
 * Filters (relation types, tags, document types), the focused neighbourhood, the layout, fit and unpin.
 * On a phone the filters, focus and layout fold into a drawer behind a Filters button that counts
 * the active ones: laid out in a row they filled the first screen above the graph.
 */
export function GraphToolbar({
  graph,
  params,
  onChange,
  onFit,
  onRelayout,
  canUnpin,
  onUnpinAll,
  visibleCount,
}: Props) {
  const { t } = useTranslation();
  const documentTypeChoices = useWorldDocumentTypes();
  const filters: {
    field: 'typeIds' | 'tagIds' | 'documentTypes';
    labelKey: string;
    options: { value: string; label: string }[];
    width: number;
    testId: string;
  }[] = [
    {
      field: 'typeIds',
      labelKey: 'RELATIONS.GRAPH.TYPES',
      options: graph.types.map((type) => ({ value: type.id, label: type.name })),
      width: 220,
      testId: 'graph-filter-types',
    },
    {
      field: 'tagIds',
      labelKey: 'RELATIONS.GRAPH.TAGS',
      options: graph.tags.map((tag) => ({ value: tag.id, label: tag.name })),
      width: 180,
      testId: 'graph-filter-tags',
    },
    {
      field: 'documentTypes',
      labelKey: 'RELATIONS.GRAPH.DOCUMENT_TYPES',
      options: documentTypeChoices.options,
      width: 180,
      testId: 'graph-filter-doctypes',
    },
  ];
  const documentOptions = graph.nodes
    .map((node) => ({ value: node.id, label: node.name }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const phone = usePhone();
  const [drawerOpened, drawer] = useDisclosure(false);
  // In the drawer each field takes the drawer's width, and the touch targets grow.
  const fieldSize = phone ? 'sm' : 'xs';
  const controls = (
    <>
      {filters.map(({ field, labelKey, options, width, testId }) => (
        <MultiSelect
          key={field}
          label={t(labelKey)}
          placeholder={params[field].length ? undefined : t('RELATIONS.GRAPH.ALL')}
          data={options}
          value={[...params[field]]}
          onChange={(ids) => onChange({ [field]: ids })}
          clearable
          searchable
          size={fieldSize}
          w={phone ? '100%' : width}
          comboboxProps={{ withinPortal: true }}
          data-testid={testId}
        />
      ))}
      <Select
        label={t('RELATIONS.GRAPH.FOCUS')}
        placeholder={t('RELATIONS.GRAPH.FOCUS_PLACEHOLDER')}
        leftSection={<IconFocus2 size={14} />}
        data={documentOptions}
        value={params.focus}
        onChange={(focus) => onChange({ focus })}
        searchable
        clearable
        size={fieldSize}
        w={phone ? '100%' : 200}
        comboboxProps={{ withinPortal: true }}
        data-testid="graph-focus"
      />
      <div>
        <Text size="xs" fw={500} mb={2}>
          {t('RELATIONS.GRAPH.HOPS')}
        </Text>
        <SegmentedControl
          size={fieldSize}
          value={String(params.hops)}
          onChange={(hops) => onChange({ hops: Number(hops) })}
          data={['1', '2', '3']}
          disabled={!params.focus}
          aria-label={t('RELATIONS.GRAPH.HOPS')}
          data-testid="graph-hops"
        />
      </div>
      <div>
        <Text size="xs" fw={500} mb={2}>
          {t('RELATIONS.GRAPH.LAYOUT')}
        </Text>
        <SegmentedControl
          size={fieldSize}
          fullWidth={phone}
          value={params.layout}
          onChange={(layout) => onChange({ layout: layout as LayoutAlgorithm })}
          data={layouts.map((layout) => ({
            value: layout,
            label: t(`RELATIONS.GRAPH.LAYOUTS.${layout}`),
            disabled: layout === 'stress' && visibleCount > forceLayoutLimit,
          }))}
          title={
            visibleCount > forceLayoutLimit
              ? t('RELATIONS.GRAPH.FORCE_LIMIT', { count: forceLayoutLimit })
              : undefined
          }
          aria-label={t('RELATIONS.GRAPH.LAYOUT')}
          data-testid="graph-layout"
        />
      </div>
    </>
  );
  const buttonSize = phone ? 'sm' : 'xs';
  const viewButtons = (
    <Group gap={4}>
      <Tooltip label={t('RELATIONS.GRAPH.RELAYOUT')}>
        <Button
          size={buttonSize}
          variant="default"
          onClick={onRelayout}
          aria-label={t('RELATIONS.GRAPH.RELAYOUT')}
          data-testid="graph-relayout"
        >
          <IconRefresh size={14} />
        </Button>
      </Tooltip>
      <Tooltip label={t('RELATIONS.GRAPH.FIT')}>
        <Button
          size={buttonSize}
          variant="default"
          onClick={onFit}
          aria-label={t('RELATIONS.GRAPH.FIT')}
          data-testid="graph-fit"
        >
          <IconMaximize size={14} />
        </Button>
      </Tooltip>
      {canUnpin && (
        <Tooltip label={t('RELATIONS.GRAPH.UNPIN_ALL')}>
          <Button
            size={buttonSize}
            variant="default"
            onClick={onUnpinAll}
            aria-label={t('RELATIONS.GRAPH.UNPIN_ALL')}
            data-testid="graph-unpin"
          >
            <IconPinnedOff size={14} />
          </Button>
        </Tooltip>
      )}
    </Group>
  );

  if (!phone) {
    return (
      <Group gap="sm" align="flex-end" wrap="wrap" data-testid="graph-toolbar">
        {controls}
        {viewButtons}
      </Group>
    );
  }
  const active = activeFilterCount(params);
  return (
    <Group gap="sm" justify="space-between" wrap="nowrap" data-testid="graph-toolbar">
      <Button
        variant="default"
        leftSection={<IconFilter size={16} />}
        rightSection={
          active > 0 ? (
            <Badge size="sm" circle aria-hidden data-testid="graph-filters-count">
              {active}
            </Badge>
          ) : undefined
        }
        onClick={drawer.open}
        aria-label={
          active > 0
            ? t('RELATIONS.GRAPH.FILTERS_ACTIVE', { count: active })
            : t('RELATIONS.GRAPH.FILTERS')
        }
        data-testid="graph-filters"
      >
        {t('RELATIONS.GRAPH.FILTERS')}
      </Button>
      {viewButtons}
      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        position="bottom"
        classNames={{ content: classes.filtersSheet }}
        title={t('RELATIONS.GRAPH.FILTERS')}
        closeButtonProps={{ 'aria-label': t('COMMON.CLOSE') }}
        data-testid="graph-filters-drawer"
      >
        <Stack gap="sm" pb="md">
          {controls}
          <Button onClick={drawer.close} data-testid="graph-filters-done">
            {t('RELATIONS.GRAPH.SHOW_GRAPH')}
          </Button>
        </Stack>
      </Drawer>
    </Group>
  );
}
