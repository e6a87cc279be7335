import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  MultiSelect,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  maxDialogTargetLanguages,
  type DialogLanguages,
} from '../../../../../shared/schemas/dialog-localization';
import { bannerMessages } from '../../../../lib/error-messages';
import { useDialogLanguages, useSaveDialogLanguages } from '../../api/localization';
import { languageLabel, languageOptions } from '../../model/language-names';

/**
 * The world's dialog languages: the language dialogs are written in, the
 * languages they are translated into (picked from a list, or any code typed
 * in) and the character limits translators see for lines and options.
 */
export function LanguagesPanel({ worldId, canEdit }: { worldId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const languages = useDialogLanguages(worldId);
  return (
    <Stack gap="sm" data-testid="languages-panel">
      <Stack gap={0}>
        <Title order={2} size="h3">
          {t('LOCALIZATION.LANGUAGES.TITLE')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('LOCALIZATION.LANGUAGES.HINT')}
        </Text>
      </Stack>
      {languages.error ? (
        <Alert color="red">
          {bannerMessages(languages.error, t)
            .map((message) => message.text)
            .join(' ')}
        </Alert>
      ) : !languages.data ? (
        <Center h={160}>
          <Loader />
        </Center>
      ) : canEdit ? (
        // A change saved elsewhere (or by someone else) starts the form again from it.
        <LanguagesForm
          key={JSON.stringify(languages.data)}
          worldId={worldId}
          saved={languages.data}
        />
      ) : (
        <LanguagesView languages={languages.data} />
      )}
    </Stack>
  );
}

/** What a viewer sees: the languages and limits, nothing to change. */
function LanguagesView({ languages }: { languages: DialogLanguages }) {
  const { t, i18n } = useTranslation();
  const limit = (value: number | null) => (value === null ? t('LOCALIZATION.NO_LIMIT') : value);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Field label={t('LOCALIZATION.LANGUAGES.SOURCE')}>
          {/* Codes keep their case: pt-BR, not PT-BR. */}
          <Badge variant="light" tt="none" data-testid="source-language">
            {languageLabel(languages.sourceLanguage, i18n.language)}
          </Badge>
        </Field>
        <Field label={t('LOCALIZATION.LANGUAGES.TARGETS')}>
          {languages.languages.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('LOCALIZATION.LANGUAGES.NO_TARGETS')}
            </Text>
          ) : (
            <Group gap={6}>
              {languages.languages.map((code) => (
                <Badge key={code} variant="default" tt="none" data-testid="target-language">
                  {languageLabel(code, i18n.language)}
                </Badge>
              ))}
            </Group>
          )}
        </Field>
        <Group gap="xl">
          <Field label={t('LOCALIZATION.LANGUAGES.LINE_LIMIT')}>
            <Text size="sm">{limit(languages.lineCharLimit)}</Text>
          </Field>
          <Field label={t('LOCALIZATION.LANGUAGES.CHOICE_LIMIT')}>
            <Text size="sm">{limit(languages.choiceCharLimit)}</Text>
          </Field>
        </Group>
      </Stack>
    </Paper>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

const limitOf = (value: number | string): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

function LanguagesForm({ worldId, saved }: { worldId: string; saved: DialogLanguages }) {
  const { t, i18n } = useTranslation();
  const save = useSaveDialogLanguages(worldId);
  const [source, setSource] = useState(saved.sourceLanguage);
  const [targets, setTargets] = useState<string[]>(saved.languages);
  const [lineLimit, setLineLimit] = useState<number | string>(saved.lineCharLimit ?? '');
  const [choiceLimit, setChoiceLimit] = useState<number | string>(saved.choiceCharLimit ?? '');
  const [sourceSearch, setSourceSearch] = useState('');
  const [targetSearch, setTargetSearch] = useState('');
  const body = {
    sourceLanguage: source,
    languages: targets,
    lineCharLimit: limitOf(lineLimit),
    choiceCharLimit: limitOf(choiceLimit),
  };
  const changed = JSON.stringify(body) !== JSON.stringify(saved);
  const submit = async () => {
    try {
      await save.mutateAsync(body);
      notifications.show({ color: 'green', message: t('LOCALIZATION.LANGUAGES.SAVED') });
    } catch {
      // The error banner says what the server refused.
    }
  };
  return (
    <Paper withBorder p="md" radius="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        noValidate
      >
        <Stack gap="md">
          <Select
            label={t('LOCALIZATION.LANGUAGES.SOURCE')}
            description={t('LOCALIZATION.LANGUAGES.SOURCE_HINT')}
            data={languageOptions(i18n.language, [source], sourceSearch)}
            value={source}
            onChange={(value) => {
              if (!value) return;
              setSource(value);
              // The source is never also a target.
              setTargets((current) => current.filter((code) => code !== value));
            }}
            searchable
            searchValue={sourceSearch}
            onSearchChange={setSourceSearch}
            allowDeselect={false}
            nothingFoundMessage={t('LOCALIZATION.LANGUAGES.NOT_A_CODE')}
            maw={420}
            data-testid="source-language-select"
          />
          <MultiSelect
            label={t('LOCALIZATION.LANGUAGES.TARGETS')}
            description={t('LOCALIZATION.LANGUAGES.TARGETS_HINT', {
              count: maxDialogTargetLanguages,
            })}
            placeholder={
              targets.length < maxDialogTargetLanguages
                ? t('LOCALIZATION.LANGUAGES.ADD')
                : undefined
            }
            data={languageOptions(i18n.language, targets, targetSearch).filter(
              (option) => option.value !== source,
            )}
            value={targets}
            onChange={setTargets}
            searchable
            searchValue={targetSearch}
            onSearchChange={setTargetSearch}
            hidePickedOptions
            maxValues={maxDialogTargetLanguages}
            nothingFoundMessage={t('LOCALIZATION.LANGUAGES.NOT_A_CODE')}
            maw={880}
            data-testid="target-languages-select"
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} maw={720}>
            <NumberInput
              label={t('LOCALIZATION.LANGUAGES.LINE_LIMIT')}
              description={t('LOCALIZATION.LANGUAGES.LIMIT_HINT')}
              value={lineLimit}
              onChange={setLineLimit}
              min={1}
              max={10_000}
              allowDecimal={false}
              allowNegative={false}
              data-testid="line-limit"
            />
            <NumberInput
              label={t('LOCALIZATION.LANGUAGES.CHOICE_LIMIT')}
              description={t('LOCALIZATION.LANGUAGES.LIMIT_HINT')}
              value={choiceLimit}
              onChange={setChoiceLimit}
              min={1}
              max={10_000}
              allowDecimal={false}
              allowNegative={false}
              data-testid="choice-limit"
            />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {t('LOCALIZATION.LANGUAGES.KEPT')}
          </Text>
          <Group justify="flex-end">
            <Button
              type="submit"
              disabled={!changed}
              loading={save.isPending}
              data-testid="save-languages"
            >
              {t('COMMON.SAVE')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
