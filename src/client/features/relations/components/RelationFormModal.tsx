import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Relation, RelationType } from '../../../../shared/schemas/relation';
import { DocumentSelect } from '../../../components/documents-picker/DocumentSelect';
import type { DocumentChoice } from '../../../components/documents-picker/DocumentsPicker';
import { showBannerMessages } from '../../../lib/banner';
import { bannerMessages } from '../../../lib/error-messages';
import { useSaveRelation } from '../api/save-relation';
import {
  relationFormErrors,
  relationRefusalErrors,
  type FieldMessage,
  type RelationField,
  type RelationFormErrors,
} from '../model/relation-form';

/** What the form opens with: an existing relation, or a new one of a type (and maybe from a document). */
export type RelationDraft =
  | { relation: Relation; type: RelationType }
  | { relation: null; type: RelationType | null; source?: DocumentChoice | null };

interface Props {
  worldId: string;
  draft: RelationDraft | null;
  /** Offered when the draft has no type yet (the document page). */
  types: readonly RelationType[];
  onClose: () => void;
}

/** Adds or edits one relation: its type, the two documents (searched by name) and an optional label. */
export function RelationFormModal({ worldId, draft, types, onClose }: Props) {
  const { t } = useTranslation();
  const typeName = draft?.type?.name ?? '';
  return (
    <Modal
      opened={draft !== null}
      onClose={onClose}
      title={
        draft?.relation
          ? t('RELATIONS.FORM.EDIT_TITLE', { type: typeName })
          : draft?.type
            ? t('RELATIONS.FORM.CREATE_TITLE', { type: typeName })
            : t('RELATIONS.FORM.ADD')
      }
    >
      {draft && <RelationForm worldId={worldId} draft={draft} types={types} onClose={onClose} />}
    </Modal>
  );
}

function RelationForm({
  worldId,
  draft,
  types,
  onClose,
}: {
  worldId: string;
  draft: RelationDraft;
  types: readonly RelationType[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveRelation(worldId);
  const existing = draft.relation;
  const [typeId, setTypeId] = useState<string | null>(draft.type?.id ?? types[0]?.id ?? null);
  const [source, setSource] = useState<DocumentChoice | null>(
    existing ? existing.source : (draft.source ?? null),
  );
  const [target, setTarget] = useState<DocumentChoice | null>(existing ? existing.target : null);
  const [label, setLabel] = useState(existing?.label ?? '');
  const [errors, setErrors] = useState<RelationFormErrors>({});
  const type = types.find((candidate) => candidate.id === typeId) ?? draft.type;
  const directed = type?.directed ?? true;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = relationFormErrors({
      typeId,
      sourceId: source?.id ?? null,
      targetId: target?.id ?? null,
    });
    setErrors(found);
    if (Object.keys(found).length > 0 || !typeId || !source || !target) return;
    try {
      const fields = { sourceId: source.id, targetId: target.id, label };
      await save.mutateAsync(
        existing
          ? { relationId: existing.id, body: fields }
          : { relationId: null, body: { typeId, ...fields } },
      );
      onClose();
    } catch (error) {
      const refusal = relationRefusalErrors(error);
      if (refusal) setErrors(refusal);
      else showBannerMessages(bannerMessages(error, t));
    }
  };

  const message = (shown: FieldMessage | undefined) =>
    shown && 'key' in shown ? t(shown.key) : shown?.text;
  const errorOf = (field: RelationField) => message(errors[field]);
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        {errors.form && (
          <Alert color="red" variant="light" role="alert" data-testid="relation-refusal">
            {message(errors.form)}
          </Alert>
        )}
        {!draft.type && (
          <Select
            label={t('RELATIONS.FORM.TYPE')}
            data={types.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
            value={typeId}
            onChange={setTypeId}
            allowDeselect={false}
            withAsterisk
            error={errorOf('typeId')}
            comboboxProps={{ withinPortal: true }}
            data-testid="relation-type"
          />
        )}
        <DocumentSelect
          worldId={worldId}
          value={source?.id ?? null}
          known={source}
          onChange={(_id, choice) => setSource(choice)}
          label={t(directed ? 'RELATIONS.FORM.SOURCE' : 'RELATIONS.FORM.FIRST')}
          withAsterisk
          error={errorOf('sourceId')}
          testId="relation-source"
        />
        <DocumentSelect
          worldId={worldId}
          value={target?.id ?? null}
          known={target}
          onChange={(_id, choice) => setTarget(choice)}
          label={t(directed ? 'RELATIONS.FORM.TARGET' : 'RELATIONS.FORM.SECOND')}
          withAsterisk
          error={errorOf('targetId')}
          testId="relation-target"
        />
        <TextInput
          label={t('RELATIONS.FORM.LABEL')}
          description={t('RELATIONS.FORM.LABEL_HINT')}
          value={label}
          onChange={(event) => setLabel(event.currentTarget.value)}
          maxLength={100}
          error={errorOf('label')}
          data-testid="relation-label"
        />
        {type && (
          <Text size="xs" c="dimmed">
            {t(type.directed ? 'RELATIONS.TYPES.DIRECTED_HINT' : 'RELATIONS.TYPES.UNDIRECTED_HINT')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('COMMON.CANCEL')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="relation-save">
            {t(existing ? 'COMMON.SAVE' : 'COMMON.CREATE')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
