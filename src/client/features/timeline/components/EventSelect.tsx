import { Loader, Select, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEvents } from '../api/get-events';
import { formatEventDate } from '../event-text';
import { useWorldCalendar } from '../hooks/use-world-calendar';

interface Props {
  worldId: string;
  label: string;
  value: string | null;
  onChange: (eventId: string | null) => void;
  /** The event chosen already: named while the list loads. */
  known: { id: string; name: string } | null;
  error?: string | undefined;
  testId: string;
}

/**
 * One of the world's timeline events, searched by name among the events the
 * timeline already lists (the same cached list), each with its date.
 */
export function EventSelect({ worldId, label, value, onChange, known, error, testId }: Props) {
  const { t } = useTranslation();
  const events = useEvents(worldId);
  const { calendar } = useWorldCalendar(worldId);

  const { data, dates } = useMemo(() => {
    const options = new Map<string, string>();
    const dates = new Map<string, string>();
    if (known) options.set(known.id, known.name);
    for (const event of events.data?.items ?? []) {
      options.set(event.id, event.name);
      if (calendar) dates.set(event.id, formatEventDate(calendar, event.start, 'short'));
    }
    return { data: [...options].map(([id, name]) => ({ value: id, label: name })), dates };
  }, [known, events.data, calendar]);

  return (
    <Select
      label={label}
      placeholder={t('TIMELINE.EVENT_PICKER.PLACEHOLDER')}
      data={data}
      value={value}
      onChange={(id) => onChange(id)}
      renderOption={({ option }) => (
        <div>
          <Text size="sm">{option.label}</Text>
          {dates.has(option.value) && (
            <Text size="xs" c="dimmed">
              {dates.get(option.value)}
            </Text>
          )}
        </div>
      )}
      searchable
      clearable
      limit={50}
      nothingFoundMessage={
        events.isPending ? t('APP.LOADING') : t('TIMELINE.EVENT_PICKER.NOTHING_FOUND')
      }
      rightSection={events.isPending ? <Loader size="xs" /> : undefined}
      error={error}
      comboboxProps={{ withinPortal: true }}
      data-testid={testId}
    />
  );
}
