import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCalendarConfig } from '../api/get-calendar';
import { CalendarForm } from './CalendarForm';
import { CalendarSummary } from './CalendarSummary';

interface Props {
  worldId: string;
  /** The owner edits (SPEC §6 "Edit timeline"); everyone else reads. */
  canEdit: boolean;
}

/** World settings, tab Timeline (SPEC §2.3): the world's calendar. */
export function CalendarSettings({ worldId, canEdit }: Props) {
  const { t } = useTranslation();
  const calendar = useCalendarConfig(worldId);
  if (calendar.isPending) {
    return (
      <Stack gap="sm" data-testid="calendar-loading">
        <Skeleton h={56} />
        <Skeleton h={240} />
      </Stack>
    );
  }
  if (!calendar.data) {
    return (
      <Alert color="red" variant="light" title={t('TIMELINE.CALENDAR.LOAD_FAILED')}>
        <Button size="xs" variant="default" onClick={() => calendar.refetch()}>
          {t('COMMON.RETRY')}
        </Button>
      </Alert>
    );
  }
  return canEdit ? (
    <CalendarForm worldId={worldId} saved={calendar.data} />
  ) : (
    <CalendarSummary config={calendar.data.config} />
  );
}
