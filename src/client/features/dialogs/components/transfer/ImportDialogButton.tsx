import { Button, FileButton, Group, List, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dialogImportLimits } from '../../../../../shared/schemas/dialog-import';
import { ErrorCode } from '../../../../../shared/errors';
import { fileRefusalMessages } from '../../../../lib/api-error';
import { showBannerMessages } from '../../../../lib/banner';
import { bannerMessages } from '../../../../lib/error-messages';
import { dialogsRootKey } from '../../api/query-keys';
import { importDialogFile } from '../../api/import-dialog';
import { reportNotes } from '../../model/import-report';
import { dialogImportAccept, importFormatOfFile } from '../../model/import-format';
import type { DialogImportReport } from '../../../../../shared/schemas/dialog-import';

interface Props {
  worldId: string;
  onImported: (dialogId: string) => void;
}

/**
 * Import of a dialog file (a LoreHub export of version 1 or 2, Yarn Spinner 2 or Twee 3,
 * told by its extension or first characters) as a new dialog, made on the
 * server in one transaction: a refused file creates nothing and its problems
 * are listed; what an import renamed or left out is said, never dropped silently.
 * The file is first sent as a dry run: when its speakers are not all documents
 * of the world, the writer chooses to create them or to import without them.
 */
export function ImportDialogButton({ worldId, onImported }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string[] | null>(null);
  const [askSpeakers, setAskSpeakers] = useState<{ file: File; names: string[] } | null>(null);

  const run = async (file: File | null) => {
    if (!file) return;
    if (file.size > dialogImportLimits.maxFileBytes) {
      setRefusal([t(`SERVER_ERROR.${ErrorCode.dialogFileTooLarge}`)]);
      return;
    }
    await guarded(async () => {
      const dry = await importDialogFile(worldId, file, await importFormatOfFile(file), {
        dryRun: true,
      });
      if (dry.missingSpeakers.length > 0) setAskSpeakers({ file, names: dry.missingSpeakers });
      else await imported(await importDialogFile(worldId, file, await importFormatOfFile(file)));
    });
  };

  const finish = async (createMissingSpeakers: boolean) => {
    const file = askSpeakers?.file;
    setAskSpeakers(null);
    if (!file) return;
    await guarded(async () =>
      imported(
        await importDialogFile(worldId, file, await importFormatOfFile(file), {
          createMissingSpeakers,
        }),
      ),
    );
  };

  const imported = async (report: DialogImportReport) => {
    await queryClient.invalidateQueries({ queryKey: dialogsRootKey(worldId) });
    const notes = reportNotes(report, t);
    notifications.show({
      color: notes.length > 0 ? 'orange' : 'green',
      title: t('DIALOGS.IMPORT.DONE', { name: report.dialog.name }),
      message: notes.join(' '),
      autoClose: notes.length > 0 ? false : 5_000,
    });
    onImported(report.dialog.id);
  };

  const guarded = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      // The server's messages name the problem (a resource, a variable) in the interface language.
      const reasons = fileRefusalMessages(error);
      if (reasons) setRefusal(reasons);
      else showBannerMessages(bannerMessages(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <FileButton onChange={(file) => void run(file)} accept={dialogImportAccept}>
        {(props) => (
          <Button
            {...props}
            variant="default"
            leftSection={<IconUpload size={16} />}
            loading={busy}
            data-testid="import-dialog"
          >
            {t('DIALOGS.IMPORT.TITLE')}
          </Button>
        )}
      </FileButton>
      <Modal
        opened={refusal !== null}
        onClose={() => setRefusal(null)}
        title={t('DIALOGS.IMPORT.REFUSED')}
        data-testid="import-refused"
      >
        <Stack>
          <Text size="sm">{t('DIALOGS.IMPORT.REFUSED_TEXT')}</Text>
          <List size="sm">
            {(refusal ?? []).map((text) => (
              <List.Item key={text}>{text}</List.Item>
            ))}
          </List>
        </Stack>
      </Modal>
      <Modal
        opened={askSpeakers !== null}
        onClose={() => setAskSpeakers(null)}
        title={t('DIALOGS.IMPORT.SPEAKERS_TITLE')}
        data-testid="import-speakers"
      >
        <Stack>
          <Text size="sm">{t('DIALOGS.IMPORT.SPEAKERS_TEXT')}</Text>
          <List size="sm">
            {(askSpeakers?.names ?? []).map((name) => (
              <List.Item key={name}>{name}</List.Item>
            ))}
          </List>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAskSpeakers(null)}>
              {t('COMMON.CANCEL')}
            </Button>
            <Button
              variant="default"
              onClick={() => void finish(false)}
              data-testid="import-without-speakers"
            >
              {t('DIALOGS.IMPORT.WITHOUT_SPEAKERS')}
            </Button>
            <Button onClick={() => void finish(true)} data-testid="import-create-speakers">
              {t('DIALOGS.IMPORT.CREATE_SPEAKERS', { count: askSpeakers?.names.length ?? 0 })}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
