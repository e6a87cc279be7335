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
import { documentFieldErrors, documentFieldsSchema, type DocumentFieldValues } from '../document-form';
import { draftOf, type Conflict, type DocumentDraft } from '../draft';
import { useDocumentSave } from '../hooks/use-document-save';
import { ConflictDialog, type ConflictChoice } from './ConflictDialog';
import { DocumentFields } from './DocumentFields';
import { MergeReference } from './MergeReference';

/** What the page's contents editor must offer (the editor feature's ContentsEditor does). */
export interface ContentsHandle {
  getContents: () => RichText;
  setContents: (contents: RichText) => void;
}

export interface EditorSlot {
  initialContents: RichText;
  onChange: () => void;
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

/** Edit mode of a document: its fields and contents, saved against the version loaded, with 409 resolution. */
export function DocumentEditor(props: Props) {
  const { worldId, document, tagSuggestions, renderEditor, renderDiff, renderContents, onDirtyChange, onDone } = props;
  const { t } = useTranslation();
  const [base, setBase] = useState(document);
  const [reference, setReference] = useState<DocumentDraft | null>(props.mergeFrom ?? null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [contentsChanged, setContentsChanged] = useState(false);
  const [contents, setContentsHandle] = useState<ContentsHandle | null>(null);
  const { save, saving } = useDocumentSave(worldId, document.id);
  const { form, field } = useSchemaForm<DocumentFieldValues>(documentFieldsSchema, { initialValues: fieldsOf(document) });
  const dirty = form.isDirty() || contentsChanged || reference !== null;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const finish = (saved: DocumentDetail | null) => {
    onDirtyChange(false);
    onDone(saved);
  };
  const run = async (draft: DocumentDraft, version: number) => {
    const result = await save(draft, version);
    if (result.status === 'saved') finish(result.document);
    else if (result.status === 'conflict') setConflict({ mine: draft, theirs: result.theirs });
    else showFormError(result.error, documentFieldErrors, (name, key) => form.setFieldError(name, key));
  };
  const submit = form.onSubmit((values) => {
    void run({ ...values, contents: contents?.getContents() ?? base.contents }, base.version);
  });

  const choose = (choice: ConflictChoice) => {
    if (!conflict) return;
    if (choice === 'mine') void run(conflict.mine, conflict.theirs.version);
    else if (choice === 'theirs') finish(null);
    else {
      setBase(conflict.theirs);
      form.setValues(fieldsOf(conflict.theirs));
      contents?.setContents(conflict.theirs.contents);
      setReference(conflict.mine);
      setConflict(null);
    }
  };

  const cancel = () => {
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

  const editor = renderEditor({ initialContents: base.contents, onChange: () => setContentsChanged(true), ref: setContentsHandle });
  return (
    <form onSubmit={submit} noValidate data-testid="document-editor">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <div>
            <Title order={1} size="h3">
              {t('WIKI.EDITOR.TITLE', { name: base.name })}
            </Title>
            <Text size="xs" c="dimmed">
              {t('WIKI.EDITOR.EDITING_VERSION', { version: base.version })}
            </Text>
          </div>
          <Group gap="xs">
            <Button variant="default" onClick={cancel} disabled={saving}>
              {t('COMMON.CANCEL')}
            </Button>
            <Button type="submit" leftSection={<IconDeviceFloppy size={16} />} loading={saving} data-testid="save-document">
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
              <MergeReference draft={reference} renderContents={renderContents} onClose={() => setReference(null)} />
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
