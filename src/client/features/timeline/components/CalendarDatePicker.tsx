import { Fieldset, Group, NumberInput, Select, Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DatePartName, DateParts } from '../../../../shared/calendar/calendar-config';
import { formatDate } from '../../../../shared/calendar/calendar-format';
import type { Calendar } from '../../../../shared/calendar/calendar-math';
import { dateIssues, partFromInput, partToInput, shownParts, withMonth } from '../date-input';

interface Props {
  calendar: Calendar;
  label: string;
  value: DateParts;
  onChange: (value: DateParts) => void;
  /** A rule about the whole date (say, the end before the start), already translated. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  testId?: string;
}

const timeLimits = { hour: 23, minute: 59, second: 59 } as const;

/**
 * A date on the world's own calendar (issue 5 item 4): the year within the
 * calendar's range, the month by name, the day limited to that month, then
 * hour ≤ 23, minute ≤ 59 and second, each shown only when the world's
 * dates go that fine. Plain inputs, so Tab moves between the parts, arrow
 * keys step them and typing a month's name picks it. Below, the date as
 * the long format spells it, so a typo in a part is visible as a wrong date.
 */
export function CalendarDatePicker({
  calendar,
  label,
  value,
  onChange,
  error,
  required,
  disabled,
  testId,
}: Props) {
  const { t } = useTranslation();
  const id = useId();
  const parts = shownParts(calendar);
  const issues = dateIssues(calendar, value);
  const issue = (part: DatePartName) => (issues[part] ? t(issues[part]) : undefined);
  const set = (part: DatePartName, input: number | string) =>
    onChange({ ...value, [part]: partFromInput(input) });
  const valid = Object.keys(issues).length === 0;
  const monthDays = calendar.daysInMonth(value.month);

  const timeInput = (part: 'hour' | 'minute' | 'second') =>
    parts.has(part) && (
      <NumberInput
        key={part}
        label={t(`TIMELINE.PICKER.${part.toUpperCase()}`)}
        value={partToInput(value[part])}
        onChange={(input) => set(part, input)}
        min={0}
        max={timeLimits[part]}
        clampBehavior="none"
        allowDecimal={false}
        allowNegative={false}
        error={issue(part)}
        disabled={disabled}
        w={66}
        data-testid={testId && `${testId}-${part}`}
      />
    );

  return (
    <Fieldset
      legend={
        <Text span size="sm" fw={500}>
          {label}
          {required && (
            <Text span c="red" aria-hidden>
              {' *'}
            </Text>
          )}
        </Text>
      }
      variant="unstyled"
      disabled={disabled}
      aria-describedby={`${id}-shown`}
      data-testid={testId}
    >
      <Group gap="xs" align="flex-start" wrap="wrap">
        <NumberInput
          label={t('TIMELINE.PICKER.YEAR')}
          value={partToInput(value.year)}
          onChange={(input) => set('year', input)}
          min={calendar.config.startYear}
          max={calendar.config.endYear}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator={false}
          error={issue('year')}
          w={100}
          data-testid={testId && `${testId}-year`}
        />
        {parts.has('month') && (
          <Select
            label={t('TIMELINE.PICKER.MONTH')}
            data={calendar.config.months.map((month, index) => ({
              value: String(index + 1),
              label: month.name,
            }))}
            value={Number.isNaN(value.month) ? null : String(value.month)}
            onChange={(month) => month && onChange(withMonth(calendar, value, Number(month)))}
            searchable
            allowDeselect={false}
            selectFirstOptionOnChange
            error={issue('month')}
            w={150}
            comboboxProps={{ withinPortal: true }}
            data-testid={testId && `${testId}-month`}
          />
        )}
        {parts.has('day') && (
          <NumberInput
            label={t('TIMELINE.PICKER.DAY')}
            value={partToInput(value.day)}
            onChange={(input) => set('day', input)}
            min={1}
            max={monthDays || undefined}
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            error={issue('day')}
            w={72}
            data-testid={testId && `${testId}-day`}
          />
        )}
        {timeInput('hour')}
        {timeInput('minute')}
        {timeInput('second')}
      </Group>
      <Text
        id={`${id}-shown`}
        size="xs"
        c={valid ? 'dimmed' : 'red'}
        mt={4}
        aria-live="polite"
        data-testid={testId && `${testId}-shown`}
      >
        {valid ? formatDate(calendar, value, 'long') : t('TIMELINE.PICKER.NOT_A_DATE')}
        {valid && parts.has('day') && (
          <Text span c="dimmed">
            {' · '}
            {t('TIMELINE.PICKER.MONTH_DAYS', { count: monthDays })}
          </Text>
        )}
      </Text>
      {error && (
        <Text size="sm" c="red" mt={2} role="alert">
          {error}
        </Text>
      )}
    </Fieldset>
  );
}
