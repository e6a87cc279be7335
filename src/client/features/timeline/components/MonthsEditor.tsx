import { ActionIcon, Group, NumberInput, TextInput, VisuallyHidden } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { calendarLimits } from '../../../../shared/calendar/calendar-config';
import { nextMonth, type CalendarFormValues } from '../calendar-form';
import { ListEditorFooter } from './ListEditorFooter';
import classes from './MonthsEditor.module.css';

interface Props {
  form: UseFormReturnType<CalendarFormValues>;
}

/**
 * The months of a year, in order: name, short name and days, with add,
 * remove and move up/down. Buttons, not drag, so it works by keyboard and
 * on a phone, where each month folds into two lines.
 */
export function MonthsEditor({ form }: Props) {
  const { t } = useTranslation();
  const months = form.getValues().months;
  const translated = (path: string) => {
    const props = form.getInputProps(path);
    return { ...props, error: props.error ? t(String(props.error)) : undefined };
  };
  const listError = form.errors['months'];

  const add = () =>
    form.insertListItem(
      'months',
      nextMonth(
        months,
        (n) => t('TIMELINE.CALENDAR.NEW_MONTH_NAME', { n }),
        (n) => t('TIMELINE.CALENDAR.NEW_MONTH_SHORT', { n }),
      ),
    );

  return (
    <div>
      <div role="table" aria-label={t('TIMELINE.CALENDAR.MONTHS')} data-testid="calendar-months">
        <div className={classes.head} role="row">
          <span className={classes.number} role="columnheader">
            {t('TIMELINE.CALENDAR.MONTH_NUMBER')}
          </span>
          <span className={classes.name} role="columnheader">
            {t('TIMELINE.CALENDAR.MONTH_NAME')}
          </span>
          <span className={classes.short} role="columnheader">
            {t('TIMELINE.CALENDAR.MONTH_SHORT_NAME')}
          </span>
          <span className={classes.days} role="columnheader">
            {t('TIMELINE.CALENDAR.MONTH_DAYS')}
          </span>
          <span className={classes.actions} role="columnheader">
            <VisuallyHidden>{t('TIMELINE.CALENDAR.MONTH_ACTIONS')}</VisuallyHidden>
          </span>
        </div>
        {months.map((month, index) => {
          // Position-based keys: Mantine form keeps each input's state by path.
          const label = month.name || t('TIMELINE.CALENDAR.MONTH_N', { n: index + 1 });
          return (
            <div key={index} className={classes.month} role="row" data-testid="calendar-month-row">
              <span className={classes.number} role="cell">
                {index + 1}
              </span>
              <div className={classes.name} role="cell">
                <TextInput
                  {...translated(`months.${index}.name`)}
                  aria-label={t('TIMELINE.CALENDAR.MONTH_NAME_OF', { n: index + 1 })}
                  maxLength={calendarLimits.maxMonthNameLength}
                  data-testid="month-name"
                />
              </div>
              <div className={classes.short} role="cell">
                <TextInput
                  {...translated(`months.${index}.shortName`)}
                  aria-label={t('TIMELINE.CALENDAR.MONTH_SHORT_NAME_OF', { n: index + 1 })}
                  maxLength={calendarLimits.maxMonthShortNameLength}
                  data-testid="month-short-name"
                />
              </div>
              <div className={classes.days} role="cell">
                <NumberInput
                  {...translated(`months.${index}.days`)}
                  aria-label={t('TIMELINE.CALENDAR.MONTH_DAYS_OF', { n: index + 1 })}
                  min={1}
                  max={calendarLimits.maxDaysInMonth}
                  clampBehavior="none"
                  allowDecimal={false}
                  data-testid="month-days"
                />
              </div>
              <Group
                gap={2}
                wrap="nowrap"
                justify="flex-end"
                className={classes.actions}
                role="cell"
              >
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  disabled={index === 0}
                  onClick={() => form.reorderListItem('months', { from: index, to: index - 1 })}
                  aria-label={t('TIMELINE.CALENDAR.MOVE_UP', { name: label })}
                >
                  <IconArrowUp size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  disabled={index === months.length - 1}
                  onClick={() => form.reorderListItem('months', { from: index, to: index + 1 })}
                  aria-label={t('TIMELINE.CALENDAR.MOVE_DOWN', { name: label })}
                >
                  <IconArrowDown size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  disabled={months.length === 1}
                  onClick={() => form.removeListItem('months', index)}
                  aria-label={t('TIMELINE.CALENDAR.REMOVE_MONTH', { name: label })}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </div>
          );
        })}
      </div>
      <ListEditorFooter
        error={listError}
        onAdd={add}
        full={months.length >= calendarLimits.maxMonths}
        addLabel={t('TIMELINE.CALENDAR.ADD_MONTH')}
        addTestId="add-month"
      />
    </div>
  );
}
