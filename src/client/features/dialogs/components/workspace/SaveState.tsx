import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SaveStatus, type SaveStatusState } from '../../../../components/SaveStatus';
import type { SaveStatus as DialogSaveStatus } from '../../hooks/use-dialog-autosave';

const states: Record<DialogSaveStatus, SaveStatusState> = {
  dirty: 'unsaved',
  saving: 'saving',
  saved: 'saved',
  failed: 'failed',
  conflict: 'conflict',
};
const labels: Record<DialogSaveStatus, string> = {
  dirty: 'DIALOGS.SAVE.UNSAVED',
  saving: 'DIALOGS.SAVE.SAVING',
  saved: 'DIALOGS.SAVE.SAVED',
  failed: 'DIALOGS.SAVE.FAILED',
  conflict: 'SERVER_ERROR.4091',
};

/**
 * Where the dialog's changes are, read as the document editor's: unsaved
 * (the autosave follows in a moment; Ctrl+S saves at once), saving, saved.
 * A refused save offers to try again.
 */
export function SaveState({ status, onSave }: { status: DialogSaveStatus; onSave: () => void }) {
  const { t } = useTranslation();
  const retry = status === 'failed' && (
    <Button size="compact-xs" variant="light" color="red" onClick={onSave} data-testid="save-again">
      {t('DIALOGS.SAVE.RETRY')}
    </Button>
  );
  return (
    <SaveStatus
      state={states[status]}
      label={t(labels[status])}
      status={status}
      testId="save-state"
      action={retry}
    />
  );
}
