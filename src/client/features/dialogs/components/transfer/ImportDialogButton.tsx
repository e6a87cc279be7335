import { Button, FileButton, List, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showBannerMessages } from '../../../../lib/banner';
import { bannerMessages } from '../../../../lib/error-messages';
import { dialogsRootKey } from '../../api/dialogs-keys';
import { importIntoWorld } from '../../model/import-into-world';

interface Props {
  worldId: string;
  onImported: (dialogId: string) => void;
}

/** Import of a LoreHub dialogue export (version 2) as a new dialog; what cannot come in is said, never dropped silently. */
export function ImportDialogButton({ worldId, onImported }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string[] | null>(null);

  const run = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    try {
      const outcome = await importIntoWorld(worldId, await file.text());
      if (!outcome.ok) {
        setRefusal(
          'typeClashes' in outcome
            ? outcome.typeClashes.map((name) => t('DIALOGS.IMPORT.TYPE_CLASH', { name }))
            : [...new Set(outcome.problems.map((problem) => t(`DIALOGS.IMPORT.PROBLEM.${problem.code}`)))],
        );
        return;
      }
      await queryClient.invalidateQueries({ queryKey: dialogsRootKey(worldId) });
      notifications.show({
        color: outcome.missingSpeakers.length > 0 ? 'orange' : 'green',
        title: t('DIALOGS.IMPORT.DONE', { name: outcome.name }),
        message: [
          outcome.createdDefinitions.length > 0 ? t('DIALOGS.IMPORT.CREATED', { names: outcome.createdDefinitions.join(', ') }) : '',
          outcome.missingSpeakers.length > 0 ? t('DIALOGS.IMPORT.MISSING_SPEAKERS', { names: outcome.missingSpeakers.join(', ') }) : '',
        ]
          .filter(Boolean)
          .join(' '),
        autoClose: outcome.missingSpeakers.length > 0 ? false : 5_000,
      });
      onImported(outcome.dialogId);
    } catch (error) {
      showBannerMessages(bannerMessages(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <FileButton onChange={(file) => void run(file)} accept="application/json,.json">
        {(props) => (
          <Button {...props} variant="default" leftSection={<IconUpload size={16} />} loading={busy} data-testid="import-dialog">
            {t('DIALOGS.IMPORT.TITLE')}
          </Button>
        )}
      </FileButton>
      <Modal opened={refusal !== null} onClose={() => setRefusal(null)} title={t('DIALOGS.IMPORT.REFUSED')} data-testid="import-refused">
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
