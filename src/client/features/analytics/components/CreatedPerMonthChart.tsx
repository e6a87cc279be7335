import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Analytics } from '../../../../shared/schemas/dashboard';
import { formatMonth, monthlyCreations } from '../chart-data';
import { ChartCard } from './ChartCard';
import { DataTable } from './DataTable';

interface Props {
  documents: Analytics['documentsPerMonth'];
  events: Analytics['eventsPerMonth'];
}

/** Documents and timeline events created per month, side by side, oldest first. */
export function CreatedPerMonthChart({ documents, events }: Props) {
  const { t, i18n } = useTranslation();
  const data = useMemo(
    () =>
      monthlyCreations(documents, events).map((entry) => ({
        ...entry,
        month: formatMonth(entry.month, i18n.language),
      })),
    [documents, events, i18n.language],
  );
  const title = t('ANALYTICS.PER_MONTH.TITLE');
  const documentsLabel = t('ANALYTICS.PER_MONTH.SERIES');
  const eventsLabel = t('ANALYTICS.PER_MONTH.EVENTS_SERIES');
  return (
    <ChartCard
      id="chart-per-month"
      title={title}
      emptyText={data.length ? undefined : t('ANALYTICS.PER_MONTH.EMPTY')}
    >
      <BarChart
        h={260}
        data={data}
        dataKey="month"
        series={[
          { name: 'documents', label: documentsLabel, color: 'ember.6' },
          { name: 'events', label: eventsLabel, color: 'blue.6' },
        ]}
        withLegend
        tickLine="y"
        // One busy month would otherwise be a wall of colour.
        barProps={{ maxBarSize: 40 }}
        yAxisProps={{ allowDecimals: false }}
        aria-hidden
        accessibilityLayer={false}
      />
      <DataTable
        caption={title}
        headers={[t('ANALYTICS.PER_MONTH.MONTH'), documentsLabel, eventsLabel]}
        rows={data.map((entry) => ({
          label: entry.month,
          values: [entry.documents, entry.events],
        }))}
      />
    </ChartCard>
  );
}
