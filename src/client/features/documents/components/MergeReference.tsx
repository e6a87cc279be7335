import { CloseButton, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RichText } from '../../../../shared/wiki/rich-text';
import type { DocumentDraft } from '../draft';

interface Props {
  draft: DocumentDraft;
  renderContents: (contents: RichText) => ReactNode;
  onClose: () => void;
}

/** While merging: the user's own version beside the editor, to copy from. */
export function MergeReference({ draft, renderContents, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="aside"
      aria-labelledby="merge-reference-title"
      data-testid="merge-reference"
      style={{ position: 'sticky', top: 'calc(var(--app-shell-header-offset, 0px) + 8px)' }}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h5" id="merge-reference-title">
            {t('WIKI.CONFLICT.YOURS')}
          </Title>
          <CloseButton aria-label={t('WIKI.CONFLICT.CLOSE_YOURS')} onClick={onClose} />
        </Group>
        <Text size="xs" c="dimmed">
          {t('WIKI.CONFLICT.MERGE_HINT')}
        </Text>
        <Text size="sm">
          <Text span fw={600}>
            {draft.name}
          </Text>
          {draft.tags.length > 0 && (
            <Text span c="dimmed">
              {' · '}
              {draft.tags.join(', ')}
            </Text>
          )}
        </Text>
        {draft.description && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
            {draft.description}
          </Text>
        )}
        <ScrollArea.Autosize mah="60vh" type="auto">
          {renderContents(draft.contents)}
        </ScrollArea.Autosize>
      </Stack>
    </Paper>
  );
}
