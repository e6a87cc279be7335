import { ActionIcon, Group, Paper, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconClearAll, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { uploadPercent, uploadSummary, type UploadItem } from '../upload-queue';

interface Props {
  items: readonly UploadItem[];
  onClear: () => void;
}

/** One row per file of the current uploads: its progress, then done or the reason it was refused. */
export function UploadList({ items, onClear }: Props) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  const summary = uploadSummary(items);
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      aria-label={t('IMAGES.UPLOAD.LIST')}
      component="section"
      data-testid="upload-list"
    >
      <Group justify="space-between" mb="xs">
        <Text size="sm" fw={500} aria-live="polite">
          {t('IMAGES.UPLOAD.SUMMARY', { done: summary.done, all: summary.all })}
          {summary.failed > 0 && ` · ${t('IMAGES.UPLOAD.FAILED_COUNT', { count: summary.failed })}`}
        </Text>
        {summary.pending === 0 && (
          <Tooltip label={t('IMAGES.UPLOAD.CLEAR')}>
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={onClear}
              aria-label={t('IMAGES.UPLOAD.CLEAR')}
            >
              <IconClearAll size={16} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      <Stack gap={8}>
        {items.map((item) => (
          <UploadRow key={item.key} item={item} />
        ))}
      </Stack>
    </Paper>
  );
}

function UploadRow({ item }: { item: UploadItem }) {
  const { t } = useTranslation();
  const percent = uploadPercent(item);
  const status =
    item.status === 'done'
      ? t('IMAGES.UPLOAD.DONE')
      : item.status === 'failed'
        ? (item.error ?? t('IMAGES.UPLOAD.FAILED'))
        : item.status === 'uploading'
          ? t('IMAGES.UPLOAD.UPLOADING', { percent })
          : t('IMAGES.UPLOAD.WAITING');
  return (
    <div data-testid="upload-row" data-status={item.status} data-name={item.name}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" truncate="end" style={{ minWidth: 0 }} title={item.name}>
          {item.name}
        </Text>
        {item.status !== 'failed' && (
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
            {item.status === 'done' && (
              <IconCheck size={14} color="var(--mantine-color-green-5)" aria-hidden />
            )}
            <Text size="xs" c="dimmed" data-testid="upload-status">
              {status}
            </Text>
          </Group>
        )}
      </Group>
      {item.status === 'failed' ? (
        // The reason under the name, at full width, so a long one wraps instead of hiding the name.
        <Group gap={4} wrap="nowrap" align="flex-start" mt={2}>
          <IconX
            size={14}
            color="var(--mantine-color-red-5)"
            aria-hidden
            style={{ flexShrink: 0, marginTop: 2 }}
          />
          <Text size="xs" c="red" data-testid="upload-status" role="alert">
            {status}
          </Text>
        </Group>
      ) : (
        <Progress
          value={percent}
          size="sm"
          mt={4}
          color={item.status === 'done' ? 'green' : 'blue'}
          animated={item.status === 'uploading'}
          aria-label={item.name}
        />
      )}
    </div>
  );
}
