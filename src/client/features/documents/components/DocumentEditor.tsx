import { Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentDetail } from '../../../../shared/schemas/document';
import type { RichText } from '../../../../shared/wiki/rich-text';
import { showFormError } from '../../../lib/form-server-errors';
import { useSchemaForm } from '../../../lib/form';
import {
  documentFieldErrors,
  documentFieldsSchema,
  type DocumentFieldValues,
} from '../document-form';
import { draftOf, type Conflict, type DocumentDraft } from '../draft';
import { useDocumentSave } from '../hooks/use-document-save';
import { ConflictDialog, type ConflictChoice } from './ConflictDialog';
import { DocumentFields } from './DocumentFields';
import { MergeReference } from './MergeReference';

/** What the page's contents editor offers (the editor feature's co-edited contents do). */
export interface ContentsHandle {
  /** Saves the co-edited text now; resolves once the server has. */
  flush: () => Promise<void>;
}

/** Where the co-edited text stands, as far as leaving the page goes. */
export interface ContentsState {
  /** Edits made here that the server does not have yet (offline, or on their way). */
  unsent: boolean;
}

export interface EditorSlot {
  /** The contents as last saved (shown until the live text has loaded). */
  initialContents: RichText;
  onContentsState: (state: ContentsState) => void;
  /** A callback ref: the editor hands over its handle when it is ready. */
  ref: (handle: ContentsHandle | null) => void;
}

interface Props {
  worldId: string;
  document: DocumentDetail;
  tagSuggestions: readonly string[];
  /** Set when editing starts from a conflict: the text the user wanted, shown beside the editor to copy from. */
  mergeFrom?: DocumentDraft | null;
  renderEditor: (slot: EditorSlot) => ReactNode;
  renderDiff: (before: DocumentDraft, after: DocumentDraft) => ReactNode;
  renderContents: (contents: RichText) => ReactNode;
  onDirtyChange: (dirty: boolean) => void;
  /** Editing ended: saved (with the new document), or given up. */
  onDone: (saved: DocumentDetail | null) => void;
}

const fieldsOf = (document: DocumentDetail): DocumentFieldValues => {
  const { contents: _contents, ...fields } = draftOf(document);
  return fields;
};

/**
 * Edit mode of a document. The contents are co-edited: everyone editing
 * types into one live text that the server saves continuously, so they never
 * conflict. The fields (name, type, tags, description) are a form saved with
 * Save against the version loaded; someone else's change of the fields since
 * gets the conflict dialog (409), never a silent overwrite. Save also saves
 * the text at once, so the page shows a saved version when editing ends.
 */
export function DocumentEditor(props: Props) {
  const {
    worldId,
    document,
    tagSuggestions,
    renderEditor,
    renderDiff,
    renderContents,
    onDirtyChange,
    onDone,
  } = props;
  const { t } = useTranslation();
  const [base, setBase] = useState(document);
  const [reference, setReference] = useState<DocumentDraft | null>(props.mergeFrom ?? null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [contentsState, setContentsState] = useState<ContentsState>({ unsent: false });
  const [contents, setContentsHandle] = useState<ContentsHandle | null>(null);
  const [flushing, setFlushing] = useState(false);
  const { save, fetchLatest, saving } = useDocumentSave(worldId, document.id);
  const { form, field } = useSchemaForm<DocumentFieldValues>(documentFieldsSchema, {
    initialValues: fieldsOf(document),
  });
  const fieldsChanged = form.isDirty();
  const dirty = fieldsChanged || contentsState.unsent || reference !== null;
  const busy = saving || flushing;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const finish = (saved: DocumentDetail | null) => {
    onDirtyChange(false);
    onDone(saved);
  };
  const saveFields = async (fields: DocumentFieldValues, version: number) => {
    const result = await save({ ...fields, contents: base.contents }, version, true);
    if (result.status === 'saved') finish(result.document);
    // Only the fields are compared: the text is the same live text on both sides.
    else if (result.status === 'conflict')
      setConflict({ mine: { ...fields, contents: result.theirs.contents }, theirs: result.theirs });
    else
      showFormError(result.error, documentFieldErrors, (name, key) =>
        form.setFieldError(name, key),
      );
  };
  const submit = form.onSubmit(async (values) => {
    setFlushing(true);
    try {
      await contents?.flush();
      if (fieldsChanged) await saveFields(values, base.version);
      else finish(await fetchLatest().catch(() => null));
    } finally {
      setFlushing(false);
    }
  });

  const choose = (choice: ConflictChoice) => {
    if (!conflict) return;
    const { contents: _contents, ...mine } = conflict.mine;
    if (choice === 'mine') void saveFields(mine, conflict.theirs.version);
    else if (choice === 'theirs') finish(null);
    else {
      setBase(conflict.theirs);
      form.setValues(fieldsOf(conflict.theirs));
      setReference(conflict.mine);
      setConflict(null);
    }
  };

  const close = () => {
    if (!dirty) return finish(null);
    modals.openConfirmModal({
      title: t('WIKI.EDITOR.DISCARD_TITLE'),
      children: t('WIKI.EDITOR.DISCARD_TEXT'),
      labels: { confirm: t('WIKI.EDITOR.DISCARD_CONFIRM'), cancel: t('WIKI.EDITOR.LEAVE_STAY') },
      confirmProps: { color: 'red' },
      onConfirm: () => finish(null),
    });
  };
  useHotkeys([['mod+S', () => submit()]], [], true);

  const editor = renderEditor({
    initialContents: base.contents,
    onContentsState: setContentsState,
    ref: setContentsHandle,
  });
  return (
    <form onSubmit={submit} noValidate data-testid="document-editor">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <div>
            <Title order={1} size="h3">
              {t('WIKI.EDITOR.TITLE', { name: base.name })}
            </Title>
            <Text size="xs" c="dimmed">
              {t('WIKI.COEDIT.HINT')}
            </Text>
          </div>
          <Group gap="xs">
            <Button variant="default" onClick={close} disabled={busy} data-testid="close-editor">
              {t('WIKI.COEDIT.DONE')}
            </Button>
            <Button
              type="submit"
              leftSection={<IconDeviceFloppy size={16} />}
              loading={busy}
              data-testid="save-document"
            >
              {t('COMMON.SAVE')}
            </Button>
          </Group>
        </Group>
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <DocumentFields field={field} tagSuggestions={tagSuggestions} />
          </Stack>
        </Paper>
        {reference ? (
          <Grid gap="md">
            <Grid.Col span={{ base: 12, lg: 7 }}>{editor}</Grid.Col>
            <Grid.Col span={{ base: 12, lg: 5 }}>
              <MergeReference
                draft={reference}
                renderContents={renderContents}
                onClose={() => setReference(null)}
              />
            </Grid.Col>
          </Grid>
        ) : (
          editor
        )}
      </Stack>
      <ConflictDialog
        conflict={conflict}
        origin="save"
        busy={saving}
        onChoose={choose}
        onClose={() => setConflict(null)}
        renderDiff={renderDiff}
        renderContents={renderContents}
      />
    </form>
  );
}
