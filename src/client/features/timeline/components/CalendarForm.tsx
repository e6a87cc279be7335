import { Alert, Button, Group, NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconDeviceFloppy, IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  calendarConfigSchema,
  calendarLimits,
  datePartNames,
  type DatePartName,
} from '../../../../shared/calendar/calendar-config';
import type { CalendarResponse } from '../../../../shared/schemas/timeline';
import { showFormError } from '../../../lib/form-server-errors';
import { useSchemaForm } from '../../../lib/form';
import { calendarQueryOptions } from '../api/get-calendar';
import { useUpdateCalendar } from '../api/update-calendar';
import {
  calendarConfigOf,
  calendarFormValues,
  calendarSaveProblem,
  datePartsDownTo,
  daysInYear,
  finestPart,
  type CalendarFormValues,
  type CalendarSaveProblem,
} from '../calendar-form';
import { ErasEditor } from './ErasEditor';
import { MonthsEditor } from './MonthsEditor';

interface Props {
  worldId: string;
  saved: CalendarResponse;
}

/**
 * World settings → Timeline, for the owner: the years the timeline spans,
 * the months of a year, how fine dates go and the eras of its history. A change that would strand
 * events (4005, 4006) is refused by the server, whose message names them;
 * a save over someone else's (4091) offers their version or mine.
 */
export function CalendarForm({ worldId, saved }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const update = useUpdateCalendar(worldId);
  const [problem, setProblem] = useState<CalendarSaveProblem | null>(null);
  const [baseVersion, setBaseVersion] = useState(saved.version);
  const { form, field } = useSchemaForm<CalendarFormValues>(calendarConfigSchema, {
    initialValues: calendarFormValues(saved.config),
  });
  const values = form.getValues();

  const save = async (config: CalendarFormValues, version: number) => {
    setProblem(null);
    try {
      const result = await update.mutateAsync({
        config: calendarConfigSchema.parse(calendarConfigOf(config)),
        version,
      });
      setBaseVersion(result.version);
      form.setInitialValues(calendarFormValues(result.config));
      form.setValues(calendarFormValues(result.config));
      notifications.show({ color: 'green', message: t('TIMELINE.CALENDAR.SAVED') });
    } catch (error) {
      const found = calendarSaveProblem(error);
      if (found) setProblem(found);
      else showFormError(error, {}, () => undefined);
    }
  };

  /** Drops my edits for the calendar as it is saved now. */
  const loadTheirs = async () => {
    const latest = await queryClient.fetchQuery({ ...calendarQueryOptions(worldId), staleTime: 0 });
    setBaseVersion(latest.version);
    form.setInitialValues(calendarFormValues(latest.config));
    form.setValues(calendarFormValues(latest.config));
    setProblem(null);
  };

  /** Saves my edits over the calendar saved since, still checked for events in the way. */
  const saveMine = async () => {
    const latest = await queryClient.fetchQuery({ ...calendarQueryOptions(worldId), staleTime: 0 });
    setBaseVersion(latest.version);
    await save(form.getValues(), latest.version);
  };

  const partOptions = datePartNames.map((part) => ({
    value: part,
    label: t(`TIMELINE.DATE_PARTS.${part}`),
  }));
  const yearDays = daysInYear(values.months);
  // The first era starts with the calendar: it follows the start year as the owner types it.
  const startYearField = field('startYear');
  const onStartYearChange = (value: string | number) => {
    startYearField.onChange(value);
    if (form.getValues().eras.length > 0) form.setFieldValue('eras.0.startYear', value as number);
  };

  return (
    <form
      onSubmit={form.onSubmit((config) => save(config, baseVersion))}
      noValidate
      data-testid="calendar-form"
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <NumberInput
            {...startYearField}
            onChange={onStartYearChange}
            label={t('TIMELINE.CALENDAR.START_YEAR')}
            description={t('TIMELINE.CALENDAR.START_YEAR_HINT')}
            min={0}
            max={calendarLimits.maxYear}
            // No silent clamping: a year out of range gets SPEC §5's message instead.
            clampBehavior="none"
            allowDecimal={false}
            withAsterisk
            data-testid="calendar-start-year"
          />
          <NumberInput
            {...field('endYear')}
            label={t('TIMELINE.CALENDAR.END_YEAR')}
            description={t('TIMELINE.CALENDAR.END_YEAR_HINT')}
            min={1}
            max={calendarLimits.maxYear}
            // No silent clamping: a year out of range gets SPEC §5's message instead.
            clampBehavior="none"
            allowDecimal={false}
            withAsterisk
            data-testid="calendar-end-year"
          />
          <Select
            label={t('TIMELINE.CALENDAR.FINEST_PART')}
            description={t('TIMELINE.CALENDAR.FINEST_PART_HINT')}
            data={partOptions}
            value={finestPart(values)}
            onChange={(value) =>
              value && form.setFieldValue('dateParts', datePartsDownTo(value as DatePartName))
            }
            allowDeselect={false}
            error={form.errors['dateParts'] ? t(String(form.errors['dateParts'])) : undefined}
            data-testid="calendar-finest-part"
          />
        </SimpleGrid>
        <div>
          <Text fw={600} size="sm">
            {t('TIMELINE.CALENDAR.MONTHS')}
          </Text>
          <Text size="sm" c="dimmed" mb="xs" data-testid="calendar-year-length">
            {t('TIMELINE.CALENDAR.YEAR_LENGTH', { count: yearDays, months: values.months.length })}
          </Text>
          <MonthsEditor form={form} />
        </div>
        <div>
          <Text fw={600} size="sm">
            {t('TIMELINE.CALENDAR.ERAS')}
          </Text>
          <Text size="sm" c="dimmed" mb="xs">
            {t('TIMELINE.CALENDAR.ERAS_HINT')}
          </Text>
          <ErasEditor form={form} />
        </div>
        {problem?.kind === 'events' && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle />}
            title={t('TIMELINE.CALENDAR.EVENTS_IN_THE_WAY')}
            withCloseButton
            onClose={() => setProblem(null)}
            data-testid="calendar-events-conflict"
            data-code={problem.code}
          >
            {problem.message}
          </Alert>
        )}
        {problem?.kind === 'stale' && (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconAlertTriangle />}
            title={t('SERVER_ERROR.4091')}
            data-testid="calendar-stale"
          >
            <Stack gap="xs">
              <Text size="sm">{t('TIMELINE.CALENDAR.STALE_TEXT')}</Text>
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconRefresh size={14} />}
                  onClick={loadTheirs}
                >
                  {t('TIMELINE.CALENDAR.LOAD_THEIRS')}
                </Button>
                <Button size="xs" onClick={saveMine} loading={update.isPending}>
                  {t('TIMELINE.CALENDAR.SAVE_MINE')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() => {
              form.reset();
              setProblem(null);
            }}
            disabled={!form.isDirty() || update.isPending}
          >
            {t('COMMON.CANCEL')}
          </Button>
          <Button
            type="submit"
            leftSection={<IconDeviceFloppy size={16} />}
            loading={update.isPending}
            disabled={!form.isDirty()}
            data-testid="calendar-save"
          >
            {t('COMMON.SAVE')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
