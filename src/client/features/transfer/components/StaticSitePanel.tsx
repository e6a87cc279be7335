import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconWorldWww } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { World } from '../../../../shared/schemas/world';
import { downloadWorldArchive, saveFile } from '../api/export-world';
import { byteSize } from '../byte-size';
import { importErrorText } from '../import-error';

type State =
  | { kind: 'idle' }
  | { kind: 'busy'; received: number }
  | { kind: 'done'; name: string; size: number }
  | { kind: 'failed'; text: string };

/** World settings → World (owner): the public part as a static site in a zip, with pages in the interface language. */
export function StaticSitePanel({ world }: { world: Pick<World, 'id' | 'isPublic'> }) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const lang = i18n.language.startsWith('ru') ? 'ru' : 'en';

  const download = async () => {
    setState({ kind: 'busy', received: 0 });
    try {
      const archive = await downloadWorldArchive(world.id, {
        what: `StaticSite?lang=${lang}`,
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
      aria-labelledby="static-site-title"
      data-testid="static-site"
    >
      <div>
        <Title order={2} size="h4" id="static-site-title">
          {t('TRANSFER.SITE.TITLE')}
        </Title>
        <Text size="sm" c="dimmed" maw={720}>
          {t('TRANSFER.SITE.TEXT')}
        </Text>
      </div>
      {!world.isPublic && (
        <Text size="sm" data-testid="static-site-private">
          {t('TRANSFER.SITE.PRIVATE')}
        </Text>
      )}
      <Group gap="sm">
        <Button
          variant="light"
          leftSection={<IconWorldWww size={16} />}
          loading={state.kind === 'busy'}
          disabled={!world.isPublic}
          onClick={() => void download()}
          data-testid="static-site-download"
        >
          {t('TRANSFER.SITE.ACTION')}
        </Button>
        {state.kind === 'busy' && (
          <Text size="sm" c="dimmed" role="status">
            {t('TRANSFER.SITE.BUSY', { size: byteSize(state.received, i18n.language) })}
          </Text>
        )}
        {state.kind === 'done' && (
          <Text size="sm" c="teal" role="status" data-testid="static-site-done">
            {t('TRANSFER.SITE.DONE', {
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
