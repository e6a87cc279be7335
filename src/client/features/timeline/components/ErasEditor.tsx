import { ActionIcon, NumberInput, Text, TextInput, VisuallyHidden } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { calendarLimits } from '../../../../shared/calendar/calendar-config';
import { eraEndYear, nextEra, type CalendarFormValues } from '../calendar-form';
import { ListEditorFooter } from './ListEditorFooter';
import classes from './ErasEditor.module.css';

interface Props {
  form: UseFormReturnType<CalendarFormValues>;
}

/**
 * The eras of the world's history, in the order they start: name,
 * abbreviation and start year, with add and remove. The first era's start is
 * the calendar's start year and follows it (CalendarForm keeps the two
 * together), so it shows but is not edited here.
 */
export function ErasEditor({ form }: Props) {
  const { t } = useTranslation();
  const values = form.getValues();
  const { eras } = values;
  const translated = (path: string) => {
    const props = form.getInputProps(path);
    return { ...props, error: props.error ? t(String(props.error)) : undefined };
  };
  const listError = form.errors['eras'];

  const add = () =>
    form.insertListItem(
      'eras',
      nextEra(
        values,
        (n) => t('TIMELINE.CALENDAR.NEW_ERA_NAME', { n }),
        (n) => t('TIMELINE.CALENDAR.NEW_ERA_SHORT', { n }),
      ),
    );

  const remove = (index: number) => {
    form.removeListItem('eras', index);
    // The era that becomes first takes over the calendar's start.
    if (index === 0 && eras.length > 1) form.setFieldValue('eras.0.startYear', values.startYear);
  };

  return (
    <div>
      {eras.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="calendar-no-eras">
          {t('TIMELINE.CALENDAR.NO_ERAS')}
        </Text>
      ) : (
        <div role="table" aria-label={t('TIMELINE.CALENDAR.ERAS')} data-testid="calendar-eras">
          <div className={classes.head} role="row">
            <span className={classes.name} role="columnheader">
              {t('TIMELINE.CALENDAR.ERA_NAME')}
            </span>
            <span className={classes.short} role="columnheader">
              {t('TIMELINE.CALENDAR.ERA_SHORT_NAME')}
            </span>
            <span className={classes.start} role="columnheader">
              {t('TIMELINE.CALENDAR.ERA_START_YEAR')}
            </span>
            <span className={classes.years} role="columnheader">
              {t('TIMELINE.CALENDAR.ERA_YEARS')}
            </span>
            <span className={classes.actions} role="columnheader">
              <VisuallyHidden>{t('TIMELINE.CALENDAR.ERA_ACTIONS')}</VisuallyHidden>
            </span>
          </div>
          {eras.map((era, index) => {
            // Position-based keys: Mantine form keeps each input's state by path.
            const label = era.name || t('TIMELINE.CALENDAR.ERA_N', { n: index + 1 });
            const end = eraEndYear(values, index);
            return (
              <div key={index} className={classes.era} role="row" data-testid="calendar-era-row">
                <div className={classes.name} role="cell">
                  <TextInput
                    {...translated(`eras.${index}.name`)}
                    aria-label={t('TIMELINE.CALENDAR.ERA_NAME_OF', { n: index + 1 })}
                    maxLength={calendarLimits.maxEraNameLength}
                    data-testid="era-name"
                  />
                </div>
                <div className={classes.short} role="cell">
                  <TextInput
                    {...translated(`eras.${index}.shortName`)}
                    aria-label={t('TIMELINE.CALENDAR.ERA_SHORT_NAME_OF', { n: index + 1 })}
                    maxLength={calendarLimits.maxEraShortNameLength}
                    data-testid="era-short-name"
                  />
                </div>
                <div className={classes.start} role="cell">
                  <NumberInput
                    {...translated(`eras.${index}.startYear`)}
                    aria-label={t('TIMELINE.CALENDAR.ERA_START_YEAR_OF', { n: index + 1 })}
                    title={index === 0 ? t('TIMELINE.CALENDAR.FIRST_ERA_HINT') : undefined}
                    readOnly={index === 0}
                    variant={index === 0 ? 'filled' : 'default'}
                    min={0}
                    max={calendarLimits.maxYear}
                    clampBehavior="none"
                    allowDecimal={false}
                    data-testid="era-start-year"
                  />
                </div>
                <span className={classes.years} role="cell" data-testid="era-years">
                  {end !== null && Number.isInteger(era.startYear)
                    ? t('TIMELINE.CALENDAR.ERA_YEARS_RANGE', { from: era.startYear, to: end })
                    : ''}
                </span>
                <div className={classes.actions} role="cell">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() => remove(index)}
                    aria-label={t('TIMELINE.CALENDAR.REMOVE_ERA', { name: label })}
                    data-testid="remove-era"
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </div>
              </div>
            );
          })}
        </div>
      )}
      <ListEditorFooter
        error={listError}
        onAdd={add}
        full={eras.length >= calendarLimits.maxEras}
        addLabel={t('TIMELINE.CALENDAR.ADD_ERA')}
        addTestId="add-era"
      />
    </div>
  );
}
