import { ActionIcon, Group, Loader, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../../../components/confirm';
import { useSelectedWorld } from '../../../lib/world-context';
import { useDeleteTemplate } from '../api/delete-template';
import { useTemplates } from '../api/get-templates';
import { DocumentTypeBadge } from './DocumentTypeBadge';

/** The world's own templates ("save as template" on a document adds one); writers may delete them. */
export function TemplatesPanel({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const world = useSelectedWorld();
  const templates = useTemplates(world.id);
  const remove = useDeleteTemplate(world.id);
  const askDelete = async (id: string, name: string) => {
    if (await confirmDelete({ text: t('WIKI.TEMPLATES.DELETE_TEXT', { name }) })) remove.mutate(id);
  };
  return (
    <Stack gap="xs" data-testid="templates-panel">
      <Text size="sm" c="dimmed">
        {t('WIKI.TEMPLATES.EXPLAINED')}
      </Text>
      {templates.isPending && <Loader size="sm" />}
      {templates.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('WIKI.TEMPLATES.NONE')}
        </Text>
      )}
      {templates.data?.map((template) => (
        <Group key={template.id} gap="xs" wrap="nowrap">
          <Text size="sm" truncate style={{ flex: 1 }}>
            {template.name}
          </Text>
          <DocumentTypeBadge type={template.type} size="xs" />
          {canEdit && (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('WIKI.TEMPLATES.DELETE', { name: template.name })}
              onClick={() => askDelete(template.id, template.name)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          )}
        </Group>
      ))}
    </Stack>
  );
}
