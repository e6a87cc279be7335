import { Alert, Button, Group, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile, type DownloadedArchive } from '../api/export-world';
import { byteSize } from '../byte-size';
import { importErrorText } from '../import-error';

type State =
  | { kind: 'idle' }
  | { kind: 'busy'; received: number }
  | { kind: 'done'; name: string; size: number }
  | { kind: 'failed'; text: string };

interface Props {
  icon: ReactNode;
  /** Translation keys of the button and of the busy (`{{size}}`) and done (`{{name}}`, `{{size}}`) lines. */
  words: { action: string; busy: string; done: string };
  /** `<testId>-download` on the button, `<testId>-done` on the saved line. */
  testId: string;
  disabled?: boolean;
  /** Fetches the zip, telling the bytes received while the server streams it. */
  fetchArchive: (onBytes: (received: number) => void) => Promise<DownloadedArchive>;
}

/** A zip download's button and what it is doing: bytes received, the saved file, or why it failed. */
export function ArchiveDownload({ icon, words, testId, disabled, fetchArchive }: Props) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<State>({ kind: 'idle' });

  const download = async () => {
    setState({ kind: 'busy', received: 0 });
    try {
      const archive = await fetchArchive((received) => setState({ kind: 'busy', received }));
      saveFile(archive);
      setState({ kind: 'done', name: archive.fileName, size: archive.blob.size });
    } catch (error) {
      setState({ kind: 'failed', text: importErrorText(error, (key) => t(key)) });
    }
  };

  return (
    <>
      <Group gap="sm">
        <Button
          variant="light"
          leftSection={icon}
          loading={state.kind === 'busy'}
          disabled={disabled}
          onClick={() => void download()}
          data-testid={`${testId}-download`}
        >
          {t(words.action)}
        </Button>
        {state.kind === 'busy' && (
          <Text size="sm" c="dimmed" role="status">
            {t(words.busy, { size: byteSize(state.received, i18n.language) })}
          </Text>
        )}
        {state.kind === 'done' && (
          <Text size="sm" c="teal" role="status" data-testid={`${testId}-done`}>
            {t(words.done, { name: state.name, size: byteSize(state.size, i18n.language) })}
          </Text>
        )}
      </Group>
      {state.kind === 'failed' && (
        <Alert color="red" variant="light" p="xs" role="alert">
          {state.text}
        </Alert>
      )}
    </>
  );
}
