import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../../../../shared/errors';
import { ApiError } from '../../../../lib/api-error';
import { bannerMessages } from '../../../../lib/error-messages';
import { usePlayableDialog } from '../../api/get-playable-dialog';
import { usePlaytestRecorder } from '../../hooks/use-playtest-recorder';
import { playLanguageOptions } from '../../hooks/use-play-language';
import { playableView } from '../../model/playable-view';
import { DialogPlayer } from '../player/DialogPlayer';

interface Props {
  token: string;
  /** Inside another site's page: the title smaller, the tester's note shorter. */
  embedded?: boolean;
}

/** A dialog played through its share link, by anyone: each play is counted anonymously. */
export function SharedDialogPlayer({ token, embedded = false }: Props) {
  const { t, i18n } = useTranslation();
  const [chosen, setChosen] = useState<string | null>(null);
  // A tester reading the page in a language the dialog is translated into plays in it.
  const source = usePlayableDialog(token, null);
  const offered = source.data?.languages.slice(1).includes(i18n.language) ? i18n.language : null;
  const dialog = usePlayableDialog(token, chosen ?? offered);
  const record = usePlaytestRecorder(token);
  const view = useMemo(() => (dialog.data ? playableView(dialog.data) : null), [dialog.data]);
  const languages = dialog.data?.languages;
  const playLanguage = useMemo(
    () =>
      languages && languages.length > 1
        ? {
            options: playLanguageOptions(
              { sourceLanguage: languages[0]!, languages: languages.slice(1) },
              i18n.language,
            ),
            value: dialog.data?.language ?? languages[0]!,
            onChange: setChosen,
            // The server sends the texts already in the chosen language.
            translations: null,
            dialogId: '',
          }
        : null,
    [languages, dialog.data?.language, i18n.language],
  );
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
        language={playLanguage}
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
