import { Button, Group, List, Menu, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DialogContext, DialogGraph } from '../../../../../shared/dialogs/dialog-graph';
import { showBannerMessages } from '../../../../lib/banner';
import { bannerMessages } from '../../../../lib/error-messages';
import type { LoreHubLoss } from '../../../../../shared/dialogs/export-lorehub';
import { translatedGraph } from '../../../../../shared/dialogs/localization/translated-graph';
import { downloadDialogExport } from '../../api/export-dialog';
import type { ExportLanguages } from '../../hooks/use-play-language';
import {
  downloadBlob,
  downloadText,
  exportDialog,
  exportFormats,
  serverExportFormats,
  type ExportFormat,
} from '../../model/dialog-exports';

interface Props {
  /** The dialog as it is now, with the definitions it names (fetched when a list row exports). */
  load: () => Promise<{ graph: DialogGraph; context: DialogContext }>;
  /** A dialog as saved: its file comes from the export route, the same a game's build pulls. */
  saved?: { worldId: string; dialogId: string } | null;
  /** The languages a file can be written in; null or absent when there is only the source. */
  languages?: ExportLanguages | null;
  compact?: boolean;
}

/** A file that loses something, held until the user decides. */
interface PendingFile {
  losses: LoreHubLoss[];
  save: () => void;
}

const shownLosses = 12;

/**
 * Export in each format (Twee for each of its story formats). A LoreHub export that cannot carry
 * everything says what it leaves out before the file is saved. A saved dialog comes from the
 * export route; unsaved work (the builder mid-edit, the sandbox) is written in the browser.
 * With languages, the file carries the texts of the chosen one (the source where untranslated).
 */
export function ExportMenu({ load, saved = null, languages = null, compact = false }: Props) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<PendingFile | null>(null);
  const [busy, setBusy] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const language =
    languages && chosen && languages.options.some((option) => option.value === chosen)
      ? chosen
      : null;
  const target = language !== null && language !== languages?.source ? language : null;

  const run = async (format: ExportFormat) => {
    setBusy(true);
    try {
      let file: PendingFile;
      if (saved) {
        const downloaded = await downloadDialogExport(
          saved.worldId,
          saved.dialogId,
          serverExportFormats[format],
          target,
        );
        file = {
          losses: downloaded.losses,
          save: () => downloadBlob(downloaded.blob, downloaded.fileName),
        };
      } else {
        const loaded = await load();
        const { context } = loaded;
        const graph =
          languages && target !== null
            ? translatedGraph(
                loaded.graph,
                context.dialogId,
                await languages.translations(context.dialogId, target),
              )
            : loaded.graph;
        const exported = exportDialog(format, graph, context, t('DIALOGS.PLAYER.NEXT'));
        file = { losses: exported.losses, save: () => downloadText(exported) };
      }
      if (file.losses.length > 0) setPending(file);
      else file.save();
    } catch (error) {
      showBannerMessages(bannerMessages(error, t));
    } finally {
      setBusy(false);
    }
  };
  const lossKinds = pending ? [...new Set(pending.losses.map((loss) => loss.kind))] : [];

  return (
    <>
      <Menu position="bottom-end">
        <Menu.Target>
          <Button
            variant="default"
            size={compact ? 'xs' : 'sm'}
            leftSection={<IconDownload size={16} />}
            loading={busy}
            data-testid="export-dialog"
          >
            {t('DIALOGS.EXPORT.TITLE')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {languages && (
            <NativeSelect
              size="xs"
              m={6}
              label={t('DIALOGS.EXPORT.LANGUAGE')}
              data={languages.options}
              value={language ?? languages.source}
              onChange={(event) => setChosen(event.currentTarget.value)}
              // The menu takes arrows and letters to move between its items; the select needs them.
              onKeyDown={(event) => {
                if (event.key !== 'Escape' && event.key !== 'Tab') event.stopPropagation();
              }}
              data-testid="export-language"
            />
          )}
          {exportFormats.map((format) => (
            <Menu.Item
              key={format}
              onClick={() => void run(format)}
              data-testid={`export-${format}`}
            >
              {t(`DIALOGS.EXPORT.FORMAT.${format}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <Modal
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={t('DIALOGS.EXPORT.LOSSES_TITLE')}
        data-testid="export-losses"
      >
        <Stack>
          <Text size="sm">
            {t('DIALOGS.EXPORT.LOSSES_TEXT', { count: pending?.losses.length ?? 0 })}
          </Text>
          <List size="sm" spacing={4}>
            {lossKinds.slice(0, shownLosses).map((kind) => (
              <List.Item key={kind} data-loss={kind}>
                {t(`DIALOGS.LOSS.${kind}`, {
                  count: pending?.losses.filter((loss) => loss.kind === kind).length ?? 0,
                })}
              </List.Item>
            ))}
          </List>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setPending(null)}>
              {t('COMMON.CANCEL')}
            </Button>
            <Button
              onClick={() => {
                pending?.save();
                setPending(null);
              }}
              data-testid="export-anyway"
            >
              {t('DIALOGS.EXPORT.DOWNLOAD_ANYWAY')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
