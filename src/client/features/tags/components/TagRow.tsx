import { ActionIcon, Badge, Group, Switch, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tagRequest, type TagWithCount } from '../../../../shared/schemas/tag';
import { confirmDelete } from '../../../components/confirm';
import { showFormError } from '../../../lib/form-server-errors';
import { useSchemaForm } from '../../../lib/form';
import { useDeleteTag } from '../api/delete-tag';
import { useUpdateTag } from '../api/update-tag';

interface Props {
  worldId: string;
  tag: TagWithCount;
  canEdit: boolean;
  onChanged?: () => void;
}

/** One tag: its name (renamed in place), how many documents carry it, "previewable", delete. */
export function TagRow({ worldId, tag, canEdit, onChanged }: Props) {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState(false);
  const update = useUpdateTag(worldId, onChanged);
  const remove = useDeleteTag(worldId, onChanged);

  const togglePreview = (previewable: boolean) =>
    update.mutate(
      { tagId: tag.id, body: { name: tag.name, previewable } },
      { onError: (error) => showFormError(error, {}, () => undefined) },
    );

  const askDelete = async () => {
    const text = t('WIKI.TAGS.DELETE_TEXT', { name: tag.name, count: tag.documents });
    if (await confirmDelete({ text })) remove.mutate(tag.id);
  };

  return (
    <Group gap="xs" wrap="nowrap" py={6} data-testid="tag-row">
      {renaming ? (
        <RenameTag
          worldId={worldId}
          tag={tag}
          onDone={() => setRenaming(false)}
          onChanged={onChanged}
        />
      ) : (
        <Group gap={6} wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" truncate>
            {tag.name}
          </Text>
          <Badge
            size="xs"
            variant="light"
            color="gray"
            aria-label={t('WIKI.TAGS.DOCUMENTS', { count: tag.documents })}
          >
            {tag.documents}
          </Badge>
        </Group>
      )}
      <Tooltip label={t('WIKI.TAGS.PREVIEWABLE_HINT')} multiline w={260} openDelay={300}>
        <Switch
          size="xs"
          label={t('WIKI.TAGS.PREVIEWABLE')}
          checked={tag.previewable}
          disabled={!canEdit || update.isPending}
          onChange={(event) => togglePreview(event.currentTarget.checked)}
        />
      </Tooltip>
      {canEdit && !renaming && (
        <>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('WIKI.TAGS.RENAME', { name: tag.name })}
            onClick={() => setRenaming(true)}
          >
            <IconPencil size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('WIKI.TAGS.DELETE', { name: tag.name })}
            onClick={askDelete}
            loading={remove.isPending}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </>
      )}
    </Group>
  );
}

function RenameTag({
  worldId,
  tag,
  onDone,
  onChanged,
}: {
  worldId: string;
  tag: TagWithCount;
  onDone: () => void;
  onChanged?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const update = useUpdateTag(worldId, onChanged);
  const { form, field } = useSchemaForm<{ name: string; previewable: boolean }>(tagRequest, {
    initialValues: { name: tag.name, previewable: tag.previewable },
    validateInputOnBlur: false,
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await update.mutateAsync({ tagId: tag.id, body: values });
      onDone();
    } catch (error) {
      showFormError(error, { '4004': 'name' }, (name, key) => form.setFieldError(name, key));
    }
  });
  return (
    <form onSubmit={submit} noValidate style={{ flex: 1, minWidth: 0 }}>
      <Group gap={4} wrap="nowrap" align="flex-start">
        <TextInput
          {...field('name')}
          size="xs"
          autoFocus
          maxLength={50}
          aria-label={t('WIKI.TAGS.NEW_NAME', { name: tag.name })}
          onKeyDown={(event) => event.key === 'Escape' && onDone()}
          style={{ flex: 1 }}
        />
        <ActionIcon
          type="submit"
          variant="light"
          aria-label={t('COMMON.SAVE')}
          loading={update.isPending}
        >
          <IconCheck size={16} />
        </ActionIcon>
        <ActionIcon variant="subtle" color="gray" aria-label={t('COMMON.CANCEL')} onClick={onDone}>
          <IconX size={16} />
        </ActionIcon>
      </Group>
    </form>
  );
}
