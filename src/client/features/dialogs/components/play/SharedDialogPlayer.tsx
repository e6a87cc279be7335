import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../../../../shared/errors';
import { ApiError } from '../../../../lib/api-error';
import { bannerMessages } from '../../../../lib/error-messages';
import { usePlayableDialog } from '../../api/get-playable-dialog';
import { usePlaytestRecorder } from '../../hooks/use-playtest-recorder';
import { playableView } from '../../model/playable-view';
import { DialogPlayer } from '../player/DialogPlayer';

interface Props {
  token: string;
  /** Inside another site's page: the title smaller, the tester's note shorter. */
  embedded?: boolean;
}

/** A dialog played through its share link, by anyone: each play is counted anonymously. */
export function SharedDialogPlayer({ token, embedded = false }: Props) {
  const { t } = useTranslation();
  const dialog = usePlayableDialog(token);
  const record = usePlaytestRecorder(token);
  const view = useMemo(() => (dialog.data ? playableView(dialog.data) : null), [dialog.data]);
  if (dialog.error) {
    // The general rule says only "not found"; a tester is better told the link itself is closed.
    const closed =
      dialog.error instanceof ApiError &&
      dialog.error.exceptions.some((item) => item.Code === ErrorCode.playLinkNotFound);
    const text = closed
      ? t(`SERVER_ERROR.${ErrorCode.playLinkNotFound}`)
      : bannerMessages(dialog.error, t)
          .map((message) => message.text)
          .join(' ');
    return (
      <Alert color="red" variant="light" data-testid="play-error">
        {text || t('DIALOG_SHARING.PLAY.LOAD_FAILED')}
      </Alert>
    );
  }
  if (!dialog.data || !view) {
    return (
      <Center h={240}>
        <Loader aria-label={t('APP.LOADING')} />
      </Center>
    );
  }
  return (
    <Stack gap="sm">
      <Title order={embedded ? 4 : 2} data-testid="play-title">
        {dialog.data.name}
      </Title>
      <DialogPlayer
        graph={view.graph}
        kind={dialog.data.kind}
        lookup={view.lookup}
        onStateChange={record}
        showVariables={false}
        canStop={false}
      />
      <Text size="xs" c="dimmed">
        {t('DIALOG_SHARING.PLAY.COUNTED')}
      </Text>
    </Stack>
  );
}
