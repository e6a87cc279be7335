import '@mantine/dropzone/styles.css';
import { Alert, Button, Group, List, Select, Stack, Text, Title } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { IconFileText, IconUpload, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../../../../shared/errors';
import {
  stringTableImportLimits,
  type StringTableImportReport,
} from '../../../../../shared/schemas/dialog-localization';
import { fileRefusalMessages } from '../../../../lib/api-error';
import { showBannerMessages } from '../../../../lib/banner';
import { bannerMessages } from '../../../../lib/error-messages';
import { importStringTable } from '../../api/localization';
import { dialogTranslationsRootKey } from '../../api/query-keys';
import { languageLabel } from '../../model/language-names';
import { ImportReportView } from './ImportReportView';

/** The largest table in megabytes, as the drop zone says it. */
const maxMegabytes = stringTableImportLimits.maxFileBytes / (1024 * 1024);

/** Browsers name these files in many ways; the server reads the content, not the type. */
const stringTableAccept = {
  'text/csv': ['.csv'],
  'application/vnd.ms-excel': ['.csv'],
  'application/x-xliff+xml': ['.xlf', '.xliff'],
  'application/xliff+xml': ['.xlf', '.xliff'],
  'application/xml': ['.xml', '.xlf', '.xliff'],
  'text/xml': ['.xml', '.xlf', '.xliff'],
};

interface Checked {
  file: File;
  language: string;
  report: StringTableImportReport;
}

interface Props {
  worldId: string;
  languages: readonly string[];
}

/**
 * A translated table (CSV or XLIFF 2.0) for one target language: sent first as
 * a dry run, whose report says what would be written and what is stale,
 * missing, unknown or over the limit; "Import" then writes it for real.
 */
export function TranslationImport({ worldId, languages }: Props) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [language, setLanguage] = useState<string>(languages[0] ?? '');
  const [busy, setBusy] = useState(false);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [refusal, setRefusal] = useState<string[] | null>(null);
  const chosen = languages.includes(language) ? language : (languages[0] ?? '');
  const decision = useRef<HTMLDivElement>(null);
  // The report can be long: its Import button is brought into view when it comes.
  useEffect(() => {
    if (checked) decision.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [checked]);

  const guarded = async (work: () => Promise<void>) => {
    setBusy(true);
    setRefusal(null);
    try {
      await work();
    } catch (error) {
      // The server's reasons name the problem (a column, a version, the encoding) in the interface language.
      const reasons = fileRefusalMessages(error);
      if (reasons) setRefusal(reasons);
      else showBannerMessages(bannerMessages(error, t));
    } finally {
      setBusy(false);
    }
  };

  const check = async (files: File[]) => {
    const file = files[0];
    if (!file || !chosen) return;
    setChecked(null);
    if (file.size > stringTableImportLimits.maxFileBytes) {
      setRefusal([t(`SERVER_ERROR.${ErrorCode.stringTableTooLarge}`)]);
      return;
    }
    await guarded(async () => {
      const report = await importStringTable(worldId, file, chosen, { dryRun: true });
      setChecked({ file, language: chosen, report });
    });
  };

  const write = async () => {
    if (!checked) return;
    await guarded(async () => {
      const report = await importStringTable(worldId, checked.file, checked.language, {
        dryRun: false,
      });
      setChecked(null);
      await queryClient.invalidateQueries({ queryKey: dialogTranslationsRootKey(worldId) });
      const problems = report.counts.stale + report.counts.unknown + report.counts.overLimit;
      notifications.show({
        color: problems > 0 ? 'orange' : 'green',
        title: t('LOCALIZATION.IMPORT.DONE', {
          language: languageLabel(report.language, i18n.language),
        }),
        message: [
          t('LOCALIZATION.IMPORT.DONE_WRITTEN', { count: report.written }),
          ...(report.counts.stale > 0
            ? [t('LOCALIZATION.IMPORT.DONE_STALE', { count: report.counts.stale })]
            : []),
          ...(report.counts.unknown > 0
            ? [t('LOCALIZATION.IMPORT.DONE_UNKNOWN', { count: report.counts.unknown })]
            : []),
          ...(report.counts.overLimit > 0
            ? [t('LOCALIZATION.IMPORT.DONE_OVER_LIMIT', { count: report.counts.overLimit })]
            : []),
        ].join(' '),
        autoClose: problems > 0 ? false : 5_000,
      });
    });
  };

  return (
    <Stack gap="sm" data-testid="translation-import">
      <div>
        <Title order={3} size="h5">
          {t('LOCALIZATION.IMPORT.TITLE')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('LOCALIZATION.IMPORT.TEXT')}
        </Text>
      </div>
      <Select
        label={t('LOCALIZATION.IMPORT.LANGUAGE')}
        data={languages.map((code) => ({ value: code, label: languageLabel(code, i18n.language) }))}
        value={chosen}
        onChange={(value) => {
          if (!value) return;
          setLanguage(value);
          setChecked(null);
        }}
        allowDeselect={false}
        disabled={busy}
        maw={360}
        data-testid="import-language"
      />
      {checked ? (
        <Stack gap="sm">
          <ImportReportView report={checked.report} fileName={checked.file.name} />
          <Group justify="flex-end" ref={decision}>
            <Button variant="default" onClick={() => setChecked(null)} disabled={busy}>
              {t('COMMON.CANCEL')}
            </Button>
            <Button
              onClick={() => void write()}
              loading={busy}
              disabled={checked.report.written === 0}
              data-testid="import-translations"
            >
              {t('LOCALIZATION.IMPORT.CONFIRM', { count: checked.report.written })}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Dropzone
          onDrop={(files) => void check(files)}
          // A file of another type still goes to the server, which says in the user's language what is wrong with it.
          onReject={(rejections) => void check(rejections.map((rejection) => rejection.file))}
          accept={stringTableAccept}
          multiple={false}
          loading={busy}
          disabled={!chosen}
          aria-label={t('LOCALIZATION.IMPORT.DROP')}
          // The hidden file input inside is named "file upload" by react-dropzone unless told otherwise.
          inputProps={{ 'aria-label': t('LOCALIZATION.IMPORT.DROP') }}
          data-testid="translation-dropzone"
          p="md"
        >
          <Group justify="center" gap="md" mih={56} style={{ pointerEvents: 'none' }} wrap="nowrap">
            <Dropzone.Accept>
              <IconUpload size={28} stroke={1.5} color="var(--mantine-color-blue-5)" />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={28} stroke={1.5} color="var(--mantine-color-red-6)" />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconFileText size={28} stroke={1.5} color="var(--mantine-color-dimmed)" />
            </Dropzone.Idle>
            <Stack gap={2}>
              <Text size="sm" fw={500}>
                {t('LOCALIZATION.IMPORT.DROP')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('LOCALIZATION.IMPORT.LIMITS', { megabytes: maxMegabytes })}
              </Text>
            </Stack>
          </Group>
        </Dropzone>
      )}
      {refusal && (
        <Alert
          color="red"
          title={t('LOCALIZATION.IMPORT.REFUSED')}
          withCloseButton
          closeButtonLabel={t('COMMON.CLOSE')}
          onClose={() => setRefusal(null)}
          data-testid="translation-refused"
        >
          <Stack gap={4}>
            <Text size="sm">{t('LOCALIZATION.IMPORT.REFUSED_TEXT')}</Text>
            <List size="sm">
              {refusal.map((text) => (
                <List.Item key={text}>{text}</List.Item>
              ))}
            </List>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
