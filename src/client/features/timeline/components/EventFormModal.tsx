import { Alert, Button, Group, Modal, Skeleton, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Calendar } from '../../../../shared/calendar/calendar-math';
import type { EventDetail, TimelineRow } from '../../../../shared/schemas/timeline';
import { confirmDelete } from '../../../components/confirm';
import { bannerMessages } from '../../../lib/error-messages';
import { useSchemaForm } from '../../../lib/form';
import { useDeleteEvent } from '../api/delete-event';
import { useEvent } from '../api/get-event';
import {
  eventFormSchema,
  eventValues,
  newEventValues,
  toEventRequest,
  type EventFormValues,
  type NewEventDefaults,
} from '../event-form';
import { useEventSave } from '../hooks/use-event-save';
import { EventConflictDialog, type EventConflict } from './EventConflictDialog';
import { EventFields } from './EventFields';

/** What the modal is open for: a new event (with defaults) or an existing one by id. */
export type EventFormTarget =
  { mode: 'create'; defaults: NewEventDefaults } | { mode: 'edit'; eventId: string };

interface Props {
  worldId: string;
  calendar: Calendar;
  rows: readonly TimelineRow[];
  target: EventFormTarget | null;
  onClose: () => void;
  onSaved?: (event: EventDetail) => void;
  onDeleted?: (eventId: string) => void;
}

/** Create or edit an event (issue 5 item 3) in a modal; edits are version-checked, deletes ask first. */
export function EventFormModal({ target, onClose, ...rest }: Props) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 600px)');
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={
        target?.mode === 'edit' ? t('TIMELINE.EVENT.EDIT_TITLE') : t('TIMELINE.EVENT.NEW_TITLE')
      }
      // Wide enough for a date to the second on one line.
      size={640}
      fullScreen={phone}
      data-testid="event-modal"
    >
      {target?.mode === 'create' && (
        <EventForm {...rest} defaults={target.defaults} event={null} onClose={onClose} />
      )}
      {target?.mode === 'edit' && (
        <EditEvent {...rest} eventId={target.eventId} onClose={onClose} />
      )}
    </Modal>
  );
}

type FormProps = Omit<Props, 'target'>;

function EditEvent({ eventId, ...rest }: FormProps & { eventId: string }) {
  const { t } = useTranslation();
  const event = useEvent(rest.worldId, eventId);
  if (event.isPending) {
    return (
      <Stack gap="sm">
        <Skeleton h={36} />
        <Skeleton h={120} />
      </Stack>
    );
  }
  if (!event.data) return <Alert color="red">{t('TIMELINE.EVENT.LOAD_FAILED')}</Alert>;
  return <EventForm key={event.data.id} {...rest} event={event.data} defaults={{}} />;
}

function EventForm({
  worldId,
  calendar,
  rows,
  event,
  defaults,
  onClose,
  onSaved,
  onDeleted,
}: FormProps & { event: EventDetail | null; defaults: NewEventDefaults }) {
  const { t } = useTranslation();
  const schema = useMemo(() => eventFormSchema(calendar), [calendar]);
  const { form } = useSchemaForm<EventFormValues>(schema, {
    initialValues: event
      ? eventValues(calendar, event)
      : newEventValues(calendar, { rowId: rows[0]?.id, ...defaults }),
    validateInputOnBlur: false,
  });
  const { save, saving } = useEventSave(worldId);
  const remove = useDeleteEvent(worldId);
  const [failure, setFailure] = useState<string[]>([]);
  const [conflict, setConflict] = useState<EventConflict | null>(null);
  const [version, setVersion] = useState(event?.version ?? 0);
  const knownDocuments = useMemo(
    () => event?.documents ?? defaults.documents ?? [],
    [event, defaults],
  );
  const [documentNames, setDocumentNames] = useState<ReadonlyMap<string, string>>(
    () => new Map(knownDocuments.map((document) => [document.id, document.name])),
  );

  // Live (issue 8): someone else's newer version replaces a form with nothing unsaved and is
  // saved on from; with unsaved edits the form stays the user's and says so (the save then offers both).
  if (event && event.version > version && conflict === null && !form.isDirty())
    setVersion(event.version);
  useEffect(() => {
    if (!event || event.version !== version || form.isDirty()) return;
    form.setValues(eventValues(calendar, event));
    form.resetDirty(eventValues(calendar, event));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the form object is stable; taking a newer version is the trigger
  }, [version]);
  const theirsNewer = event !== null && event.version > version && conflict === null;

  const finish = (saved: EventDetail) => {
    setConflict(null);
    onSaved?.(saved);
    onClose();
  };

  const submit = async (request = toEventRequest(form.getValues()), baseVersion = version) => {
    setFailure([]);
    const result = await save(request, event ? { id: event.id, version: baseVersion } : null);
    if (result.status === 'saved') return finish(result.event);
    if (result.status === 'conflict') {
      setVersion(result.theirs.version);
      return setConflict({ mine: request, theirs: result.theirs });
    }
    setFailure(bannerMessages(result.error, t).map((message) => message.text));
  };

  const askDelete = async () => {
    if (
      !event ||
      !(await confirmDelete({ text: t('TIMELINE.EVENT.DELETE_TEXT', { name: event.name }) }))
    )
      return;
    remove.mutate(event.id, {
      onSuccess: () => {
        onDeleted?.(event.id);
        onClose();
      },
    });
  };

  return (
    <form onSubmit={form.onSubmit(() => submit())} noValidate data-testid="event-form">
      <Stack gap="md">
        <EventFields
          form={form}
          worldId={worldId}
          calendar={calendar}
          rows={rows}
          knownDocuments={knownDocuments}
          onDocumentNames={setDocumentNames}
        />
        {theirsNewer && form.isDirty() && (
          <Alert color="yellow" variant="light" data-testid="event-changed">
            {t('LIVE.EVENT_CHANGED')}
          </Alert>
        )}
        {failure.length > 0 && (
          <Alert
            color="red"
            variant="light"
            withCloseButton
            onClose={() => setFailure([])}
            data-testid="event-form-error"
          >
            {failure.map((text) => (
              <div key={text}>{text}</div>
            ))}
          </Alert>
        )}
        <Group justify="space-between" gap="sm">
          <div>
            {event && (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={askDelete}
                loading={remove.isPending}
                data-testid="event-delete"
              >
                {t('COMMON.DELETE')}
              </Button>
            )}
          </div>
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('COMMON.CANCEL')}
            </Button>
            <Button
              type="submit"
              leftSection={event ? <IconDeviceFloppy size={16} /> : <IconPlus size={16} />}
              loading={saving}
              data-testid="event-submit"
            >
              {event ? t('COMMON.SAVE') : t('COMMON.CREATE')}
            </Button>
          </Group>
        </Group>
      </Stack>
      <EventConflictDialog
        conflict={conflict}
        calendar={calendar}
        rows={rows}
        documentNames={documentNames}
        busy={saving}
        onKeepMine={() => conflict && submit(conflict.mine, conflict.theirs.version)}
        onKeepTheirs={() => conflict && finish(conflict.theirs)}
        onClose={() => setConflict(null)}
      />
    </form>
  );
}
