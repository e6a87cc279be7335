import { Button, Drawer, Group, Menu, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback, useDisclosure, useWindowEvent } from '@mantine/hooks';
import { IconAdjustments, IconFilePlus } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DialogKind } from '../../../../../shared/dialogs/dialog-graph';
import { confirmDelete } from '../../../../components/confirm';
import { useGraphHistory } from '../../hooks/use-graph-history';
import {
  emptySandbox,
  loadSandbox,
  sampleSandbox,
  saveSandbox,
  sandboxDialogId,
  type Sandbox,
} from '../../model/sandbox';
import { DialogEditor } from '../builder/DialogEditor';
import { useSandboxLanguages } from '../../hooks/use-play-language';
import { makeLookup } from '../nodes/dialog-lookup';
import { ExportMenu } from '../transfer/ExportMenu';
import { SandboxDefinitions } from './SandboxDefinitions';
import { sandboxContext } from './SandboxTranslations';

const noTranslations = {};

/**
 * /dialogue-builder-test: the builder and player with no world and no
 * account. Everything is kept in this browser's local storage.
 */
export function DialogSandbox() {
  const [sandbox, setSandbox] = useState<Sandbox>(() => loadSandbox(window.localStorage));
  // A new or reset dialog remounts the editor, whose history starts there.
  const [generation, setGeneration] = useState(0);
  const start = (next: Sandbox) => {
    setSandbox(next);
    saveSandbox(window.localStorage, next);
    setGeneration((value) => value + 1);
  };
  return (
    <SandboxEditor key={generation} sandbox={sandbox} onDefinitions={setSandbox} onStart={start} />
  );
}

interface EditorProps {
  sandbox: Sandbox;
  onDefinitions: (next: Sandbox) => void;
  onStart: (next: Sandbox) => void;
}

function SandboxEditor({ sandbox, onDefinitions, onStart }: EditorProps) {
  const { t } = useTranslation();
  const history = useGraphHistory(sandbox.graph);
  const [name, setName] = useState(sandbox.name);
  const [definitionsOpen, definitions] = useDisclosure(false);
  // Leaving the page or closing the tab inside the pause still stores the last edit.
  const save = useDebouncedCallback((next: Sandbox) => saveSandbox(window.localStorage, next), {
    delay: 300,
    flushOnUnmount: true,
  });
  useWindowEvent('pagehide', () => save.flush());
  const current = useMemo(
    () => ({ ...sandbox, name, graph: history.graph }),
    [sandbox, name, history.graph],
  );
  useEffect(() => save(current), [current, save]);
  const languages = useSandboxLanguages(sandbox.translations ?? noTranslations, sandboxDialogId);

  const lookup = useMemo(
    () =>
      makeLookup({
        documents: sandbox.characters,
        variables: sandbox.variables,
        metaSchema: sandbox.metaSchema,
      }),
    [sandbox.characters, sandbox.variables, sandbox.metaSchema],
  );
  const speakers = sandbox.characters.map((character) => ({
    value: character.id,
    label: character.name,
  }));
  const startNew = async (kind: DialogKind | 'sample') => {
    if (
      history.graph.nodes.length > 0 &&
      !(await confirmDelete({
        text: t('DIALOGS.SANDBOX.REPLACE_TEXT'),
        confirmLabel: t('DIALOGS.SANDBOX.REPLACE'),
      }))
    )
      return;
    onStart(kind === 'sample' ? sampleSandbox() : emptySandbox(kind, current));
  };

  return (
    <Stack gap="sm" py="md">
      <Stack gap={2}>
        <Title order={2}>{t('DIALOGS.SANDBOX.TITLE')}</Title>
        <Text c="dimmed" size="sm">
          {t('DIALOGS.SANDBOX.INTRO')}
        </Text>
      </Stack>
      <Group gap="xs" align="flex-end">
        <TextInput
          label={t('DIALOGS.NAME')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          w={260}
        />
        <Text size="sm" c="dimmed" pb={8}>
          {t(`DIALOGS.KIND.${sandbox.kind}`)}
        </Text>
      </Group>
      <DialogEditor
        kind={sandbox.kind}
        history={history}
        canEdit
        lookup={lookup}
        playLanguage={languages.play}
        renderSpeakerSelect={({ value, onChange, disabled }) => (
          <Select
            label={t('DIALOGS.SPEAKER')}
            data={speakers}
            value={value}
            onChange={(id) =>
              onChange(id, speakers.find((speaker) => speaker.value === id)?.label ?? null)
            }
            disabled={disabled}
            searchable
            clearable
            data-testid="speaker-select"
          />
        )}
        toolbarExtra={
          <>
            <ExportMenu
              languages={languages.export}
              load={async () => ({ graph: history.graph, context: sandboxContext(current) })}
            />
            <Button
              variant="default"
              leftSection={<IconAdjustments size={16} />}
              onClick={definitions.open}
            >
              {t('DIALOGS.SANDBOX.DEFINITIONS')}
            </Button>
            <Menu>
              <Menu.Target>
                <Button variant="default" leftSection={<IconFilePlus size={16} />}>
                  {t('DIALOGS.SANDBOX.NEW')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item onClick={() => void startNew('branching')}>
                  {t('DIALOGS.KIND.branching')}
                </Menu.Item>
                <Menu.Item onClick={() => void startNew('linear')}>
                  {t('DIALOGS.KIND.linear')}
                </Menu.Item>
                <Menu.Item onClick={() => void startNew('sample')}>
                  {t('DIALOGS.SANDBOX.SAMPLE')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </>
        }
      />
      <Drawer
        opened={definitionsOpen}
        onClose={definitions.close}
        title={t('DIALOGS.SANDBOX.DEFINITIONS')}
        position="right"
        size="lg"
      >
        <SandboxDefinitions sandbox={current} onChange={onDefinitions} />
      </Drawer>
    </Stack>
  );
}
