import { Button, Group, Modal, Progress, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { ErrorCode } from '../../../../shared/errors';
import { nameField, worldUrlField } from '../../../../shared/schemas/fields';
import { ApiError } from '../../../lib/api-error';
import { useSchemaForm } from '../../../lib/form';
import type { ArchiveWorld } from '../archive-world';

/** Both fields are asked for, and checked as a new world's (SPEC §5). */
const promptSchema = z.object({ name: nameField, urlName: worldUrlField });
type PromptValues = { name: string; urlName: string };

const urlTaken = `SERVER_ERROR.${ErrorCode.worldUrlTaken}`;

interface Props {
  fileName: string;
  /** What the archive says, or null when it could not be read in the browser. */
  archive: ArchiveWorld | null;
  /** Where the form starts: the archive's name and address, or ones made from the file name. */
  initial: ArchiveWorld;
  ownerUserName: string;
  /** The caller's own worlds' addresses: one of them is refused before anything is uploaded. */
  takenUrlNames: ReadonlySet<string>;
  /** Upload progress, 0–100, while importing; null before. */
  percent: number | null;
  onImport: (choice: PromptValues) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Before an archive is uploaded: the new world's name and address, prefilled
 * from the archive. Importing a world's own export would otherwise make a
 * second world of the same name at "…-2" without asking. A taken address
 * shows under its field, from the world list at once or from the server's 409.
 */
export function ImportWorldModal(props: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={props.onClose}
      title={t('TRANSFER.IMPORT.PROMPT.TITLE', { file: props.fileName })}
      closeOnClickOutside={props.percent === null}
      data-testid="world-import-prompt"
    >
      <ImportWorldForm {...props} />
    </Modal>
  );
}

function ImportWorldForm({
  archive,
  initial,
  ownerUserName,
  takenUrlNames,
  percent,
  onImport,
  onClose,
}: Props) {
  const { t } = useTranslation();
  const { form, field } = useSchemaForm<PromptValues>(promptSchema, {
    initialValues: initial,
    initialErrors: takenUrlNames.has(initial.urlName) ? { urlName: urlTaken } : {},
    validateInputOnBlur: false,
  });
  const importing = percent !== null;
  const urlName = form.getValues().urlName;

  const submit = form.onSubmit(async (values) => {
    const choice = promptSchema.parse(values);
    if (takenUrlNames.has(choice.urlName)) {
      form.setFieldError('urlName', urlTaken);
      return;
    }
    try {
      await onImport(choice);
    } catch (error) {
      // The address was taken meanwhile (another tab): say so under the field; any other refusal shows in the panel.
      if (
        error instanceof ApiError &&
        error.exceptions.some((item) => item.Code === ErrorCode.worldUrlTaken)
      ) {
        form.setFieldError('urlName', urlTaken);
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="world-import-form">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {archive
            ? t('TRANSFER.IMPORT.PROMPT.TEXT', { name: archive.name })
            : t('TRANSFER.IMPORT.PROMPT.TEXT_UNREAD')}
        </Text>
        <TextInput
          {...field('name')}
          label={t('WORLDS.FORM.NAME')}
          withAsterisk
          disabled={importing}
          data-autofocus
          data-testid="world-import-name"
        />
        <TextInput
          {...field('urlName')}
          label={t('WORLDS.FORM.URL')}
          description={t('WORLDS.FORM.URL_HINT', { path: `/${ownerUserName}/${urlName || '…'}` })}
          withAsterisk
          disabled={importing}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          data-testid="world-import-url"
        />
        {importing && (
          <Stack gap={4} role="status">
            <Progress
              value={percent}
              size="sm"
              animated
              aria-label={t('TRANSFER.IMPORT.UPLOADING', { percent })}
            />
            <Text size="xs" c="dimmed">
              {percent < 100
                ? t('TRANSFER.IMPORT.UPLOADING', { percent })
                : t('TRANSFER.IMPORT.PROCESSING')}
            </Text>
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('COMMON.CANCEL')}
          </Button>
          <Button type="submit" loading={importing} data-testid="world-import-submit">
            {t('TRANSFER.IMPORT.PROMPT.SUBMIT')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
