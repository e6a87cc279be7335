import { Input, SegmentedControl, Select, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Calendar } from '../../../../shared/calendar/calendar-math';
import { eventKinds, type EventKind, type TimelineRow } from '../../../../shared/schemas/timeline';
import type { EventFormValues } from '../event-form';
import { CalendarDatePicker } from './CalendarDatePicker';
import {
  DocumentsPicker,
  type DocumentChoice,
} from '../../../components/documents-picker/DocumentsPicker';

interface Props {
  form: UseFormReturnType<EventFormValues>;
  worldId: string;
  calendar: Calendar;
  rows: readonly TimelineRow[];
  knownDocuments: readonly DocumentChoice[];
  onDocumentNames?: (names: ReadonlyMap<string, string>) => void;
}

/** The fields of SPEC §3 Event: name, kind, dates, row, linked documents, and a description. */
export function EventFields({
  form,
  worldId,
  calendar,
  rows,
  knownDocuments,
  onDocumentNames,
}: Props) {
  const { t } = useTranslation();
  const kindLabelId = useId();
  const values = form.getValues();
  const errorOf = (path: string) => {
    const error = form.errors[path];
    return error ? t(String(error)) : undefined;
  };
  const field = (path: keyof EventFormValues & string) => {
    const props = form.getInputProps(path);
    return { ...props, error: errorOf(path) };
  };
  const lasting = values.kind === 'lasting';

  return (
    <Stack gap="sm">
      <TextInput
        {...field('name')}
        label={t('TIMELINE.EVENT.NAME')}
        placeholder={t('TIMELINE.EVENT.NAME_PLACEHOLDER')}
        withAsterisk
        data-autofocus
        data-testid="event-name"
      />
      <Input.Wrapper
        label={t('TIMELINE.EVENT.KIND')}
        labelElement="div"
        labelProps={{ id: kindLabelId }}
      >
        <SegmentedControl
          value={values.kind}
          onChange={(kind) => form.setFieldValue('kind', kind as EventKind)}
          data={eventKinds.map((kind) => ({ value: kind, label: t(`TIMELINE.KINDS.${kind}`) }))}
          aria-labelledby={kindLabelId}
          fullWidth
          data-testid="event-kind"
        />
      </Input.Wrapper>
      <CalendarDatePicker
        calendar={calendar}
        label={lasting ? t('TIMELINE.EVENT.START') : t('TIMELINE.EVENT.DATE')}
        value={values.start}
        onChange={(start) => form.setFieldValue('start', start)}
        error={errorOf('start')}
        required
        testId="event-start"
      />
      {lasting && (
        <Switch
          checked={values.hasEnd}
          onChange={(event) => form.setFieldValue('hasEnd', event.currentTarget.checked)}
          label={t('TIMELINE.EVENT.HAS_END')}
          description={values.hasEnd ? undefined : t('TIMELINE.EVENT.NO_END_HINT')}
          data-testid="event-has-end"
        />
      )}
      {lasting && values.hasEnd && (
        <CalendarDatePicker
          calendar={calendar}
          label={t('TIMELINE.EVENT.END')}
          value={values.end}
          onChange={(end) => form.setFieldValue('end', end)}
          error={errorOf('end')}
          testId="event-end"
        />
      )}
      <Select
        {...field('rowId')}
        label={t('TIMELINE.EVENT.ROW')}
        data={rows.map((row) => ({ value: row.id, label: row.name }))}
        allowDeselect={false}
        searchable={rows.length > 8}
        withAsterisk
        comboboxProps={{ withinPortal: true }}
        data-testid="event-row"
      />
      <DocumentsPicker
        worldId={worldId}
        label={t('TIMELINE.EVENT.DOCUMENTS')}
        testId="event-documents"
        value={values.documentIds}
        onChange={(ids, names) => {
          form.setFieldValue('documentIds', ids);
          onDocumentNames?.(names);
        }}
        known={knownDocuments}
        error={errorOf('documentIds')}
      />
      <Textarea
        {...field('description')}
        label={t('TIMELINE.EVENT.DESCRIPTION')}
        autosize
        minRows={3}
        maxRows={10}
        data-testid="event-description"
      />
    </Stack>
  );
}
