import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadWorldArchive, saveFile } from '../api/export-world';
import { byteSize } from '../byte-size';
import { importErrorText } from '../import-error';

type State =
  | { kind: 'idle' }
  | { kind: 'busy'; received: number }
  | { kind: 'done'; name: string; size: number }
  | { kind: 'failed'; text: string };

/** World settings → World (owner): the whole world as one .zip, with the bytes received while the server streams it. */
export function ExportWorldPanel({ worldId }: { worldId: string }) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<State>({ kind: 'idle' });

  const download = async () => {
    setState({ kind: 'busy', received: 0 });
    try {
      const archive = await downloadWorldArchive(worldId, {
        onBytes: (received) => setState({ kind: 'busy', received }),
      });
      saveFile(archive);
      setState({ kind: 'done', name: archive.fileName, size: archive.blob.size });
    } catch (error) {
      setState({ kind: 'failed', text: importErrorText(error, (key) => t(key)) });
    }
  };

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
      <Group gap="sm">
        <Button
          variant="light"
          leftSection={<IconFileZip size={16} />}
          loading={state.kind === 'busy'}
          onClick={() => void download()}
          data-testid="world-export-download"
        >
          {t('TRANSFER.EXPORT.ACTION')}
        </Button>
        {state.kind === 'busy' && (
          <Text size="sm" c="dimmed" role="status">
            {t('TRANSFER.EXPORT.BUSY', { size: byteSize(state.received, i18n.language) })}
          </Text>
        )}
        {state.kind === 'done' && (
          <Text size="sm" c="teal" role="status" data-testid="world-export-done">
            {t('TRANSFER.EXPORT.DONE', {
              name: state.name,
              size: byteSize(state.size, i18n.language),
            })}
          </Text>
        )}
      </Group>
      {state.kind === 'failed' && (
        <Alert color="red" variant="light" p="xs" role="alert">
          {state.text}
        </Alert>
      )}
    </Stack>
  );
}
