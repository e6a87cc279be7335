import { Badge, Button, Group, Menu, Paper, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showBannerMessages } from '../../../../lib/banner';
import { bannerMessages } from '../../../../lib/error-messages';
import type { StringTableFormat } from '../../../../../shared/schemas/dialog-localization';
import { downloadFile, stringTablePath, voiceScriptPath } from '../../api/localization';
import { downloadBlob } from '../../model/dialog-exports';
import { languageLabel } from '../../model/language-names';

/** How far one language is: lines in all, and how many are translated, stale or missing. */
export interface TranslationCounts {
  lines: number;
  translated: number;
  stale: number;
  missing: number;
}

interface Props {
  worldId: string;
  /** Null: the files hold every dialog of the world. */
  dialogId: string | null;
  language: string;
  /** Null while unknown (loading, or not counted for the whole world). */
  counts: TranslationCounts | null;
}

type Download = { kind: 'strings'; format: StringTableFormat } | { kind: 'voice' };

const downloads: { key: string; download: Download }[] = [
  { key: 'CSV', download: { kind: 'strings', format: 'csv' } },
  { key: 'XLIFF', download: { kind: 'strings', format: 'xliff' } },
  { key: 'VOICE', download: { kind: 'voice' } },
];

const statuses = [
  { status: 'translated', color: 'teal' },
  { status: 'stale', color: 'yellow' },
  { status: 'missing', color: 'gray' },
] as const;

/** One target language: its progress, and its string table (CSV, XLIFF) and voice script to download. */
export function LanguageRow({ worldId, dialogId, language, counts }: Props) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const label = languageLabel(language, i18n.language);

  const run = async (download: Download) => {
    setBusy(true);
    try {
      const file = await downloadFile(
        download.kind === 'voice'
          ? voiceScriptPath(worldId, dialogId, language)
          : stringTablePath(worldId, dialogId, language, download.format),
      );
      downloadBlob(file.blob, file.fileName);
    } catch (error) {
      showBannerMessages(bannerMessages(error, t));
    } finally {
      setBusy(false);
    }
  };

  const percent = (part: number) => (counts && counts.lines > 0 ? (part / counts.lines) * 100 : 0);
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      data-testid="localization-language"
      data-language={language}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={500} style={{ minWidth: 0 }}>
            {label}
          </Text>
          <Menu position="bottom-end">
            <Menu.Target>
              <Button
                variant="default"
                size="xs"
                leftSection={<IconDownload size={14} />}
                loading={busy}
                // A long language name wraps; the button keeps its words.
                style={{ flexShrink: 0 }}
                aria-label={t('LOCALIZATION.DOWNLOAD_IN', { language: label })}
                data-testid="localization-download"
              >
                {t('LOCALIZATION.DOWNLOAD')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {downloads.map(({ key, download }) => (
                <Menu.Item
                  key={key}
                  onClick={() => void run(download)}
                  data-testid={`localization-download-${key.toLowerCase()}`}
                >
                  {t(`LOCALIZATION.FILES.${key}`)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        </Group>
        {counts && (
          <>
            {/* The counts below say the same in words. */}
            <Progress.Root size="sm" aria-hidden>
              <Progress.Section value={percent(counts.translated)} color="teal" />
              <Progress.Section value={percent(counts.stale)} color="yellow" />
            </Progress.Root>
            <Group gap={6} data-testid="localization-counts">
              {statuses.map(({ status, color }) => (
                <Tooltip key={status} label={t(`LOCALIZATION.STATUS_HINT.${status}`)}>
                  <Badge variant="light" color={counts[status] > 0 ? color : 'gray'}>
                    {t(`LOCALIZATION.COUNTS.${status}`, { count: counts[status] })}
                  </Badge>
                </Tooltip>
              ))}
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
