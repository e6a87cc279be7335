import { Alert, Anchor, Center, Divider, Loader, Modal, Paper, Stack, Text } from '@mantine/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { bannerMessages } from '../../../../lib/error-messages';
import { usePhone } from '../../../../lib/use-phone';
import { dialogsQueryOptions } from '../../api/get-dialogs';
import { dialogTranslationsQueryOptions, useDialogLanguages } from '../../api/localization';
import { languageLabel } from '../../model/language-names';
import { LanguageRow, type TranslationCounts } from './LanguageRow';
import { TranslationImport } from './TranslationImport';

interface Props {
  worldId: string;
  /** One dialog; null: every dialog of the world. */
  dialog: { id: string; name: string } | null;
  /** Who may edit dialogs may import translations; others only download. */
  canEdit: boolean;
  /** Where the world's languages are chosen. */
  languagesHref: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * Counting the whole world asks each dialog for its lines in each language:
 * done for small worlds only, the rest see their counts dialog by dialog.
 */
const maxCountedRequests = 60;

/**
 * Translation of one dialog or of every dialog: per target language how many
 * lines are translated, stale and missing, the string tables (CSV, XLIFF) and
 * voice script to download, and an upload of a translated table.
 */
export function LocalizationModal({
  worldId,
  dialog,
  canEdit,
  languagesHref,
  opened,
  onClose,
}: Props) {
  const { t } = useTranslation();
  const phone = usePhone();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        dialog ? t('LOCALIZATION.TITLE_ONE', { name: dialog.name }) : t('LOCALIZATION.TITLE_ALL')
      }
      size="lg"
      fullScreen={phone}
      data-testid="localization-modal"
    >
      {opened && (
        <LocalizationBody
          worldId={worldId}
          dialog={dialog}
          canEdit={canEdit}
          languagesHref={languagesHref}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function LocalizationBody({
  worldId,
  dialog,
  canEdit,
  languagesHref,
  onClose,
}: Omit<Props, 'opened'>) {
  const { t, i18n } = useTranslation();
  const languages = useDialogLanguages(worldId);
  const targets = languages.data?.languages ?? [];
  const { counts, countable } = useCounts(worldId, dialog?.id ?? null, targets);

  if (languages.error)
    return (
      <Alert color="red">
        {bannerMessages(languages.error, t)
          .map((message) => message.text)
          .join(' ')}
      </Alert>
    );
  if (!languages.data)
    return (
      <Center h={160}>
        <Loader />
      </Center>
    );
  const languagesLink = (
    <Anchor component={Link} to={languagesHref} onClick={onClose} data-testid="languages-link">
      {t('LOCALIZATION.LANGUAGES_LINK')}
    </Anchor>
  );
  if (targets.length === 0)
    return (
      <Paper withBorder p="xl" radius="md" ta="center" data-testid="localization-empty">
        <Stack gap="xs" align="center">
          <Text c="dimmed">{t('LOCALIZATION.EMPTY')}</Text>
          <Text size="sm" c="dimmed">
            {canEdit ? t('LOCALIZATION.EMPTY_EDITOR') : t('LOCALIZATION.EMPTY_VIEWER')}
          </Text>
          {languagesLink}
        </Stack>
      </Paper>
    );

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('LOCALIZATION.SOURCE', {
          language: languageLabel(languages.data.sourceLanguage, i18n.language),
        })}{' '}
        {languagesLink}
      </Text>
      <Stack gap="xs">
        {targets.map((code) => (
          <LanguageRow
            key={code}
            worldId={worldId}
            dialogId={dialog?.id ?? null}
            language={code}
            counts={counts.get(code) ?? null}
          />
        ))}
        {!countable && (
          <Text size="xs" c="dimmed">
            {t('LOCALIZATION.COUNTS_PER_DIALOG')}
          </Text>
        )}
      </Stack>
      {canEdit && (
        <>
          <Divider />
          <TranslationImport worldId={worldId} languages={targets} />
        </>
      )}
    </Stack>
  );
}

/**
 * Each language's counts: of the dialog, or summed over the world's dialogs
 * when they are few enough to ask each (an empty map otherwise, and while loading).
 */
function useCounts(
  worldId: string,
  dialogId: string | null,
  languages: readonly string[],
): { counts: Map<string, TranslationCounts>; countable: boolean } {
  const list = useQuery({ ...dialogsQueryOptions(worldId), enabled: dialogId === null });
  const dialogIds = dialogId
    ? [dialogId]
    : list.data && list.data.total === list.data.items.length
      ? list.data.items.map((item) => item.id)
      : null;
  const countable =
    dialogId !== null ||
    list.isPending ||
    (dialogIds !== null && dialogIds.length * languages.length <= maxCountedRequests);
  const pairs =
    countable && dialogIds
      ? dialogIds.flatMap((id) => languages.map((language) => ({ id, language })))
      : [];
  const answers = useQueries({
    queries: pairs.map(({ id, language }) => dialogTranslationsQueryOptions(worldId, id, language)),
  });
  const counts = new Map<string, TranslationCounts>();
  // A language is counted once every dialog has answered for it.
  for (const language of languages) {
    const own = answers.filter((_, index) => pairs[index]?.language === language);
    if (own.length === 0 || own.some((answer) => !answer.data)) continue;
    counts.set(
      language,
      own.reduce<TranslationCounts>(
        (sum, answer) => {
          const add = answer.data?.counts ?? { lines: 0, translated: 0, stale: 0, missing: 0 };
          return {
            lines: sum.lines + add.lines,
            translated: sum.translated + add.translated,
            stale: sum.stale + add.stale,
            missing: sum.missing + add.missing,
          };
        },
        { lines: 0, translated: 0, stale: 0, missing: 0 },
      ),
    );
  }
  return { counts, countable };
}
