import {
  ActionIcon,
  Alert,
  Button,
  FileButton,
  Group,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconDownload, IconUpload, IconX } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DialogContext } from '../../../../../shared/dialogs/dialog-graph';
import { dialogLines } from '../../../../../shared/dialogs/localization/dialog-lines';
import { languageCodePattern } from '../../../../../shared/dialogs/localization/languages';
import {
  readStringTable,
  type ParsedTranslation,
} from '../../../../../shared/dialogs/localization/string-table';
import { writeStringTableCsv } from '../../../../../shared/dialogs/localization/string-table-csv';
import { downloadText } from '../../model/dialog-exports';
import { languageLabel } from '../../model/language-names';
import { sandboxDialogId, type Sandbox, type SandboxTranslations } from '../../model/sandbox';

interface Props {
  /** The sandbox as edited now: its graph and name are the current ones. */
  sandbox: Sandbox;
  onChange: (translations: SandboxTranslations) => void;
}

/** What an upload did, shown under the upload. */
interface Outcome {
  language: string;
  translated: number;
  unknown: number;
}

export function sandboxContext(sandbox: Sandbox): DialogContext {
  return {
    dialogId: sandboxDialogId,
    name: sandbox.name,
    kind: sandbox.kind,
    variables: sandbox.variables,
    metaSchema: sandbox.metaSchema,
    documents: sandbox.characters,
  };
}

/**
 * Merges an uploaded table into the sandbox's translations of one language: rows of
 * other dialogs or of lines this dialog lacks are counted as unknown; an empty target
 * changes nothing (as the world's import does).
 */
export function mergeTranslations(
  current: SandboxTranslations,
  language: string,
  rows: readonly ParsedTranslation[],
  lineIds: ReadonlySet<string>,
): { translations: SandboxTranslations; outcome: Outcome } {
  const texts = { ...current[language] };
  let translated = 0;
  let unknown = 0;
  for (const row of rows) {
    if (row.dialogId !== sandboxDialogId || !lineIds.has(row.lineId)) unknown++;
    else if (row.target !== '') {
      texts[row.lineId] = row.target;
      translated++;
    }
  }
  return {
    translations: { ...current, [language]: texts },
    outcome: { language, translated, unknown },
  };
}

/**
 * The sandbox's translations: its lines as a string table to translate, the
 * translated table back with its language, and the languages it has. Play mode
 * and the export then offer them.
 */
export function SandboxTranslationsPanel({ sandbox, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const translations = useMemo(() => sandbox.translations ?? {}, [sandbox.translations]);
  const lines = useMemo(
    () => dialogLines(sandbox.graph, sandboxContext(sandbox), { line: null, choice: null }),
    [sandbox],
  );
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const codeValid = languageCodePattern.test(code);
  // The same file again (after typing the language it lacked) must be read again.
  const resetFile = useRef<() => void>(null);

  const download = () => {
    // With a language typed in that the sandbox has, its translations come along to go on from.
    const known = translations[code] ?? {};
    downloadText({
      fileName: `${sandbox.name.trim() || 'dialog'}${codeValid ? `.${code}` : ''}.csv`,
      mimeType: 'text/csv',
      text: writeStringTableCsv(
        lines.map((line) => ({
          dialogId: sandboxDialogId,
          dialogName: sandbox.name,
          line,
          target: known[line.lineId] ?? '',
        })),
      ),
    });
  };

  const upload = async (file: File | null) => {
    if (!file) return;
    setOutcome(null);
    const read = readStringTable(new Uint8Array(await file.arrayBuffer()));
    resetFile.current?.();
    if (!read.ok) {
      setProblem(t(`DIALOGS.SANDBOX.TABLE_PROBLEM.${read.problem.code}`));
      return;
    }
    const language = read.targetLanguage ?? (codeValid ? code : null);
    if (language === null || !languageCodePattern.test(language)) {
      setProblem(t('DIALOGS.SANDBOX.LANGUAGE_NEEDED'));
      return;
    }
    if (code !== '' && code !== language) {
      setProblem(t('DIALOGS.SANDBOX.LANGUAGE_MISMATCH', { file: language, typed: code }));
      return;
    }
    const merged = mergeTranslations(
      translations,
      language,
      read.rows,
      new Set(lines.map((line) => line.lineId)),
    );
    setProblem(null);
    setOutcome(merged.outcome);
    onChange(merged.translations);
  };

  const remove = (language: string) => {
    const { [language]: _removed, ...rest } = translations;
    onChange(rest);
  };

  return (
    <Stack gap="sm" data-testid="sandbox-translations">
      <Text size="sm" c="dimmed">
        {t('DIALOGS.SANDBOX.TRANSLATIONS_INTRO')}
      </Text>
      <TextInput
        label={t('DIALOGS.SANDBOX.LANGUAGE_CODE')}
        description={t('DIALOGS.SANDBOX.LANGUAGE_CODE_HINT')}
        value={code}
        onChange={(event) => setCode(event.currentTarget.value.trim())}
        error={code !== '' && !codeValid}
        w={200}
        data-testid="sandbox-language-code"
      />
      <Group gap="xs">
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          onClick={download}
          disabled={lines.length === 0}
        >
          {t('DIALOGS.SANDBOX.DOWNLOAD_TABLE')}
        </Button>
        <FileButton
          resetRef={resetFile}
          onChange={(file) => void upload(file)}
          accept=".csv,.xlf,.xliff,.xml"
        >
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconUpload size={16} />}
              data-testid="sandbox-upload-table"
            >
              {t('DIALOGS.SANDBOX.UPLOAD_TABLE')}
            </Button>
          )}
        </FileButton>
      </Group>
      {problem && (
        <Alert color="red" data-testid="sandbox-table-problem">
          {problem}
        </Alert>
      )}
      {outcome && (
        <Alert color="green" data-testid="sandbox-table-outcome">
          {t('DIALOGS.SANDBOX.TABLE_READ', {
            count: outcome.translated,
            language: languageLabel(outcome.language, i18n.language),
          })}
          {outcome.unknown > 0 &&
            ` ${t('DIALOGS.SANDBOX.TABLE_UNKNOWN', { count: outcome.unknown })}`}
        </Alert>
      )}
      {Object.keys(translations).length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('DIALOGS.SANDBOX.NO_TRANSLATIONS')}
        </Text>
      ) : (
        <Stack gap={4}>
          {Object.keys(translations)
            .sort()
            .map((language) => {
              const texts = translations[language] ?? {};
              const done = lines.filter((line) => texts[line.lineId]).length;
              return (
                <Group
                  key={language}
                  justify="space-between"
                  wrap="nowrap"
                  data-language={language}
                >
                  <Text size="sm">
                    {languageLabel(language, i18n.language)}:{' '}
                    {t('DIALOGS.SANDBOX.LINES_TRANSLATED', { done, total: lines.length })}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t('DIALOGS.SANDBOX.REMOVE_LANGUAGE', {
                      language: languageLabel(language, i18n.language),
                    })}
                    onClick={() => remove(language)}
                  >
                    <IconX size={16} />
                  </ActionIcon>
                </Group>
              );
            })}
        </Stack>
      )}
    </Stack>
  );
}
