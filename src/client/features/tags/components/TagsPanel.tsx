import { Divider, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTags } from '../api/get-tags';
import { NewTagForm } from './NewTagForm';
import { TagRow } from './TagRow';

interface Props {
  worldId: string;
  canEdit: boolean;
  /** Called after a rename or delete, so the page can refresh what shows tag names. */
  onChanged?: () => void;
}

/** The tags widget: create, rename and delete tags, and choose which ones are previewable. */
export function TagsPanel({ worldId, canEdit, onChanged }: Props) {
  const { t } = useTranslation();
  const tags = useTags(worldId);
  return (
    <Stack gap="sm" data-testid="tags-panel">
      <Text size="sm" c="dimmed">
        {t('WIKI.TAGS.PREVIEWABLE_EXPLAINED')}
      </Text>
      {canEdit && <NewTagForm worldId={worldId} />}
      <Divider />
      {tags.isPending && <Loader size="sm" />}
      {tags.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('WIKI.TAGS.NONE')}
        </Text>
      )}
      <ScrollArea.Autosize mah="60vh" type="auto" offsetScrollbars>
        <Stack gap={0}>
          {tags.data?.map((tag) => (
            <TagRow
              key={tag.id}
              worldId={worldId}
              tag={tag}
              canEdit={canEdit}
              onChanged={onChanged}
            />
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}
