import { Code, Group, List, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StringTableImportReport } from '../../../../../shared/schemas/dialog-localization';
import { languageLabel } from '../../model/language-names';

/** The ids listed under each problem; the rest are counted. */
const shownIds = 5;

type Problem = 'stale' | 'missing' | 'unknown' | 'overLimit';
const problems: { kind: Problem; color: string }[] = [
  { kind: 'stale', color: 'yellow' },
  { kind: 'missing', color: 'dimmed' },
  { kind: 'unknown', color: 'red' },
  { kind: 'overLimit', color: 'orange' },
];

/** What an import of a translated table does (or, on a dry run, would do), with the first ids of each problem. */
export function ImportReportView({
  report,
  fileName,
}: {
  report: StringTableImportReport;
  fileName: string;
}) {
  const { t, i18n } = useTranslation();
  const figures: { key: string; value: number; color?: string }[] = [
    { key: report.dryRun ? 'TO_WRITE' : 'WRITTEN', value: report.written, color: 'teal' },
    { key: 'UNCHANGED', value: report.unchanged },
    ...problems.map(({ kind, color }) => ({
      key: kind,
      value: report.counts[kind],
      color: report.counts[kind] > 0 ? color : undefined,
    })),
  ];
  return (
    <Paper withBorder p="sm" radius="md" data-testid="translation-report">
      <Stack gap="sm">
        <Text size="sm">
          {t(report.dryRun ? 'LOCALIZATION.REPORT.DRY_RUN' : 'LOCALIZATION.REPORT.DONE', {
            file: fileName,
            language: languageLabel(report.language, i18n.language),
            count: report.dialogs,
          })}
        </Text>
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" verticalSpacing="xs">
          {figures.map((figure) => (
            <Stack key={figure.key} gap={0} data-testid={`report-${figure.key}`}>
              <Text size="xl" fw={600} c={figure.color}>
                {figure.value}
              </Text>
              <Text size="xs" c="dimmed">
                {t(`LOCALIZATION.REPORT.FIGURE.${figure.key}`)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        {problems
          .filter(({ kind }) => report[kind].length > 0)
          .map(({ kind }) => (
            <Stack key={kind} gap={4} data-testid={`report-ids-${kind}`}>
              <Text size="sm" fw={500}>
                {t(`LOCALIZATION.REPORT.IDS.${kind}`)}
              </Text>
              <List size="sm" spacing={2}>
                {report[kind].slice(0, shownIds).map((item) => (
                  <List.Item key={`${item.dialogId}/${item.lineId}`}>
                    <Group gap={6} wrap="wrap">
                      <Code>{item.lineId}</Code>
                      <Text size="xs" c="dimmed">
                        {item.dialogName ?? item.dialogId}
                      </Text>
                    </Group>
                  </List.Item>
                ))}
              </List>
              {report.counts[kind] > shownIds && (
                <Text size="xs" c="dimmed">
                  {t('LOCALIZATION.REPORT.MORE', { count: report.counts[kind] - shownIds })}
                </Text>
              )}
            </Stack>
          ))}
      </Stack>
    </Paper>
  );
}
