import '@mantine/charts/styles.css';
import { DonutChart } from '@mantine/charts';
import { ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Analytics } from '../../../../shared/schemas/dashboard';
import { tagSlices } from '../chart-data';
import { ChartCard } from './ChartCard';
import { DataTable } from './DataTable';
import classes from './analytics.module.css';

const palette = [
  'ember.6',
  'blue.6',
  'teal.6',
  'yellow.6',
  'grape.6',
  'cyan.6',
  'orange.6',
  'gray.6',
];

/** How many documents carry each tag: the biggest tags and one slice for the rest. */
export function TagsChart({ tags }: { tags: Analytics['tags'] }) {
  const { t } = useTranslation();
  const cells = useMemo(
    () =>
      tagSlices(tags, palette.length).map((slice, index) => ({
        name: slice.other ? t('ANALYTICS.TAGS.OTHER') : slice.name,
        value: slice.value,
        color: palette[index % palette.length]!,
      })),
    [tags, t],
  );
  const title = t('ANALYTICS.TAGS.TITLE');
  return (
    <ChartCard
      id="chart-tags"
      title={title}
      emptyText={cells.length ? undefined : t('ANALYTICS.TAGS.EMPTY')}
    >
      <Group gap="lg" align="center" wrap="wrap">
        <DonutChart
          data={cells}
          size={180}
          thickness={26}
          paddingAngle={2}
          tooltipDataSource="segment"
          aria-hidden
          accessibilityLayer={false}
          // Recharts makes the pie a tab stop by default: inside an aria-hidden chart it must not be.
          pieProps={{ rootTabIndex: -1 }}
        />
        <Stack gap={4} component="ul" className={classes.legend} aria-hidden>
          {cells.map((cell) => (
            <Group key={cell.name} component="li" gap={8} wrap="nowrap">
              <ColorSwatch
                color={`var(--mantine-color-${cell.color.replace('.', '-')})`}
                size={12}
                withShadow={false}
              />
              <Text size="sm" className={classes.legendName}>
                {cell.name}
              </Text>
              <Text size="sm" c="dimmed">
                {cell.value}
              </Text>
            </Group>
          ))}
        </Stack>
      </Group>
      <DataTable
        caption={title}
        headers={[t('ANALYTICS.TAGS.TAG'), t('ANALYTICS.TAGS.DOCUMENTS')]}
        rows={cells.map((cell) => ({ label: cell.name, values: [cell.value] }))}
      />
    </ChartCard>
  );
}
