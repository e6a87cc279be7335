import { Alert, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CalendarConfig } from '../../../../shared/calendar/calendar-config';
import { calendarFormValues, daysInYear, eraEndYear, finestPart } from '../calendar-form';

/** World settings → Timeline for members who are not the owner: the same calendar, read only. */
export function CalendarSummary({ config }: { config: CalendarConfig }) {
  const { t } = useTranslation();
  const facts: [string, string | number][] = [
    [t('TIMELINE.CALENDAR.START_YEAR'), config.startYear],
    [t('TIMELINE.CALENDAR.END_YEAR'), config.endYear],
    [t('TIMELINE.CALENDAR.FINEST_PART'), t(`TIMELINE.DATE_PARTS.${finestPart(config)}`)],
  ];
  return (
    <Stack gap="md" data-testid="calendar-summary">
      <Alert variant="light" color="gray" icon={<IconLock size={18} />}>
        {t('TIMELINE.CALENDAR.OWNER_ONLY')}
      </Alert>
      <SimpleGrid cols={{ base: 1, xs: 3 }} component="dl" m={0}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <div>
        <Text fw={600} size="sm">
          {t('TIMELINE.CALENDAR.MONTHS')}
        </Text>
        <Text size="sm" c="dimmed" mb="xs">
          {t('TIMELINE.CALENDAR.YEAR_LENGTH', {
            count: daysInYear(config.months),
            months: config.months.length,
          })}
        </Text>
        <Table.ScrollContainer minWidth={360}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={36}>{t('TIMELINE.CALENDAR.MONTH_NUMBER')}</Table.Th>
                <Table.Th>{t('TIMELINE.CALENDAR.MONTH_NAME')}</Table.Th>
                <Table.Th>{t('TIMELINE.CALENDAR.MONTH_SHORT_NAME')}</Table.Th>
                <Table.Th ta="right">{t('TIMELINE.CALENDAR.MONTH_DAYS')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {config.months.map((month, index) => (
                <Table.Tr key={month.name}>
                  <Table.Td c="dimmed">{index + 1}</Table.Td>
                  <Table.Td>{month.name}</Table.Td>
                  <Table.Td>{month.shortName}</Table.Td>
                  <Table.Td ta="right">{month.days}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </div>
      <ErasSummary config={config} />
    </Stack>
  );
}

function ErasSummary({ config }: { config: CalendarConfig }) {
  const { t } = useTranslation();
  const values = calendarFormValues(config);
  return (
    <div>
      <Text fw={600} size="sm" mb="xs">
        {t('TIMELINE.CALENDAR.ERAS')}
      </Text>
      {values.eras.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('TIMELINE.CALENDAR.NO_ERAS')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={360}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('TIMELINE.CALENDAR.ERA_NAME')}</Table.Th>
                <Table.Th>{t('TIMELINE.CALENDAR.ERA_SHORT_NAME')}</Table.Th>
                <Table.Th ta="right">{t('TIMELINE.CALENDAR.ERA_YEARS')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {values.eras.map((era, index) => (
                <Table.Tr key={era.name}>
                  <Table.Td>{era.name}</Table.Td>
                  <Table.Td>{era.shortName}</Table.Td>
                  <Table.Td ta="right">
                    {t('TIMELINE.CALENDAR.ERA_YEARS_RANGE', {
                      from: era.startYear,
                      to: eraEndYear(values, index),
                    })}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </div>
  );
}
