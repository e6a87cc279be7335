import { Button, FileButton, List, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dialogImportLimits } from '../../../../../shared/schemas/dialog-import';
import { ErrorCode } from '../../../../../shared/errors';
import { ApiError } from '../../../../lib/api-error';
import { showBannerMessages } from '../../../../lib/banner';
import { bannerMessages } from '../../../../lib/error-messages';
import { dialogsRootKey } from '../../api/query-keys';
import { importDialogFile } from '../../api/import-dialog';
import { reportNotes } from '../../model/import-report';

interface Props {
  worldId: string;
  onImported: (dialogId: string) => void;
}

/**
 * Import of a LoreHub dialogue export (version 2) as a new dialog, made on the
 * server in one transaction: a refused file creates nothing and its problems
 * are listed; what an import renamed or left out is said, never dropped silently.
 */
export function ImportDialogButton({ worldId, onImported }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string[] | null>(null);

  const run = async (file: File | null) => {
    if (!file) return;
    if (file.size > dialogImportLimits.maxFileBytes) {
      setRefusal([t(`SERVER_ERROR.${ErrorCode.dialogFileTooLarge}`)]);
      return;
    }
    setBusy(true);
    try {
      const report = await importDialogFile(worldId, file, 'lorehub-v2');
      await queryClient.invalidateQueries({ queryKey: dialogsRootKey(worldId) });
      const notes = reportNotes(report, t);
      notifications.show({
        color: notes.length > 0 ? 'orange' : 'green',
        title: t('DIALOGS.IMPORT.DONE', { name: report.dialog.name }),
        message: notes.join(' '),
        autoClose: notes.length > 0 ? false : 5_000,
      });
      onImported(report.dialog.id);
    } catch (error) {
      // The server's messages name the problem (a resource, a variable) in the interface language.
      if (
        error instanceof ApiError &&
        [400, 409, 413].includes(error.status) &&
        error.exceptions.length > 0
      ) {
        setRefusal([...new Set(error.exceptions.map((item) => item.Message))]);
      } else {
        showBannerMessages(bannerMessages(error, t));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <FileButton onChange={(file) => void run(file)} accept="application/json,.json">
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
    </>
  );
}
