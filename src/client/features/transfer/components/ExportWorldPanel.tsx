import { Stack, Text, Title } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { downloadWorldArchive } from '../api/export-world';
import { ArchiveDownload } from './ArchiveDownload';

const words = {
  action: 'TRANSFER.EXPORT.ACTION',
  busy: 'TRANSFER.EXPORT.BUSY',
  done: 'TRANSFER.EXPORT.DONE',
};

/** World settings → World (owner): the whole world as one .zip, with the bytes received while the server streams it. */
export function ExportWorldPanel({ worldId }: { worldId: string }) {
  const { t } = useTranslation();
  return (
    <Stack
      gap="sm"
      component="section"
      aria-labelledby="world-export-title"
      data-testid="world-export"
    >
      <div>
        <Title order={2} size="h4" id="world-export-title">
          {t('TRANSFER.EXPORT.TITLE')}
        </Title>
        <Text size="sm" c="dimmed" maw={720}>
          {t('TRANSFER.EXPORT.TEXT')}
        </Text>
      </div>
      <ArchiveDownload
        icon={<IconFileZip size={16} />}
        words={words}
        testId="world-export"
        fetchArchive={(onBytes) => downloadWorldArchive(worldId, { onBytes })}
      />
    </Stack>
  );
}
