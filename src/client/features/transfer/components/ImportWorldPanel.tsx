import '@mantine/dropzone/styles.css';
import { Alert, Button, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileZip, IconUpload, IconX } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorCode } from '../../../../shared/errors';
import { archiveEntities, type ImportReport } from '../../../../shared/transfer/world-archive';
import { ApiError } from '../../../lib/api-error';
import { sessionUserAtom } from '../../../lib/session';
import { useImportWorld } from '../api/import-world';
import { readArchiveWorld, worldFromFileName, type ArchiveWorld } from '../archive-world';
import { importErrorText } from '../import-error';
import { ImportWorldModal } from './ImportWorldModal';

/** A world archive: browsers name a .zip either way (Windows says x-zip-compressed). */
const zipArchive = { 'application/zip': ['.zip'], 'application/x-zip-compressed': ['.zip'] };

interface Props {
  /** Where the new world opens (the page knows the world routes). */
  worldHref: (report: ImportReport) => string;
  onImported: (report: ImportReport) => void;
  /** The addresses of the caller's own worlds: the prompt refuses them before uploading (the server does too). */
  takenUrlNames?: ReadonlySet<string>;
  /** An address made from a name, when the archive's cannot be used. */
  suggestUrlName?: (name: string) => string;
}

const noUrlNames: ReadonlySet<string> = new Set();
const noSuggestion = () => '';

interface Prompt {
  file: File;
  archive: ArchiveWorld | null;
  initial: ArchiveWorld;
}

/**
 * The world list: a world archive dropped here asks for the new world's name
 * and address (prefilled from the archive), then becomes a new world; the
 * panel shows what came in and what was left out.
 */
export function ImportWorldPanel({
  worldHref,
  onImported,
  takenUrlNames = noUrlNames,
  suggestUrlName = noSuggestion,
}: Props) {
  const { t } = useTranslation();
  const user = useAtomValue(sessionUserAtom);
  const [percent, setPercent] = useState(0);
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const upload = useRef<AbortController | null>(null);
  const importing = useImportWorld(
    ({ loaded, total }) => setPercent(total > 0 ? Math.round((loaded / total) * 100) : 0),
    (report) => {
      setPrompt(null);
      onImported(report);
    },
  );

  const choose = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    importing.reset();
    const archive = await readArchiveWorld(file);
    const start = archive ?? worldFromFileName(file.name);
    setPrompt({
      file,
      archive,
      initial: { name: start.name, urlName: start.urlName || suggestUrlName(start.name) },
    });
  };

  const close = () => {
    upload.current?.abort();
    upload.current = null;
    importing.reset();
    setPrompt(null);
  };

  const send = (file: File, choice: { name: string; urlName: string }) => {
    setPercent(0);
    upload.current = new AbortController();
    return importing
      .mutateAsync({ file, choice, signal: upload.current.signal })
      .catch((error: unknown) => {
        // A refusal other than the address closes the prompt; the panel says why.
        if (!isUrlTaken(error)) setPrompt(null);
        throw error;
      });
  };

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby="world-import-title"
      data-testid="world-import"
    >
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="world-import-title">
            {t('TRANSFER.IMPORT.TITLE')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('TRANSFER.IMPORT.TEXT')}
          </Text>
        </div>
        <Dropzone
          onDrop={(files) => void choose(files)}
          // A file of another type still goes to the server, which says in the user's language what is wrong with it.
          onReject={(rejections) => void choose(rejections.map((rejection) => rejection.file))}
          // In a list, ".zip" was taken for a MIME type and skipped with a console warning.
          accept={zipArchive}
          multiple={false}
          loading={importing.isPending}
          aria-label={t('TRANSFER.IMPORT.DROP')}
          // The hidden file input inside is named "file upload" by react-dropzone unless told otherwise.
          inputProps={{ 'aria-label': t('TRANSFER.IMPORT.DROP') }}
          data-testid="world-import-dropzone"
          p="md"
        >
          <Group justify="center" gap="md" mih={64} style={{ pointerEvents: 'none' }} wrap="nowrap">
            <Dropzone.Accept>
              <IconUpload size={32} stroke={1.5} color="var(--mantine-color-blue-5)" />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={32} stroke={1.5} color="var(--mantine-color-red-6)" />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconFileZip size={32} stroke={1.5} color="var(--mantine-color-dimmed)" />
            </Dropzone.Idle>
            <Stack gap={2}>
              <Text size="sm" fw={500}>
                {t('TRANSFER.IMPORT.DROP')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('TRANSFER.IMPORT.LIMITS')}
              </Text>
            </Stack>
          </Group>
        </Dropzone>
        {prompt && (
          <ImportWorldModal
            fileName={prompt.file.name}
            archive={prompt.archive}
            initial={prompt.initial}
            ownerUserName={user?.userName ?? ''}
            takenUrlNames={takenUrlNames}
            percent={importing.isPending ? percent : null}
            onImport={(choice) => send(prompt.file, choice)}
            onClose={close}
          />
        )}
        {importing.isError && !prompt && !isAbort(importing.error) && (
          <Alert
            color="red"
            variant="light"
            title={t('TRANSFER.IMPORT.FAILED')}
            role="alert"
            data-testid="world-import-error"
          >
            {importErrorText(importing.error, (key) => t(key))}
          </Alert>
        )}
        {importing.data && (
          <ImportResult report={importing.data} href={worldHref(importing.data)} />
        )}
      </Stack>
    </Paper>
  );
}

function isUrlTaken(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.exceptions.some((item) => item.Code === ErrorCode.worldUrlTaken)
  );
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function ImportResult({ report, href }: { report: ImportReport; href: string }) {
  const { t } = useTranslation();
  const nothingDropped =
    report.droppedMembers.length === 0 &&
    report.unknownAuthors.length === 0 &&
    report.droppedReferences === 0;
  return (
    <Alert
      color="teal"
      variant="light"
      title={t('TRANSFER.IMPORT.DONE', { name: report.world.name })}
      data-testid="world-import-result"
    >
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {t('TRANSFER.IMPORT.COUNTS')}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={4} verticalSpacing={0}>
          {archiveEntities
            .filter((entity) => (report.counts[entity] ?? 0) > 0)
            .map((entity) => (
              <Text size="sm" key={entity} data-testid={`world-import-count-${entity}`}>
                {t(`TRANSFER.ENTITY.${entity}`)}: {report.counts[entity]}
              </Text>
            ))}
        </SimpleGrid>
        {nothingDropped ? (
          <Text size="sm">{t('TRANSFER.IMPORT.NOTHING_DROPPED')}</Text>
        ) : (
          <List size="sm" spacing={2}>
            {report.droppedMembers.length > 0 && (
              <List.Item>
                {t('TRANSFER.IMPORT.DROPPED_MEMBERS', { names: report.droppedMembers.join(', ') })}
              </List.Item>
            )}
            {report.unknownAuthors.length > 0 && (
              <List.Item>
                {t('TRANSFER.IMPORT.UNKNOWN_AUTHORS', { names: report.unknownAuthors.join(', ') })}
              </List.Item>
            )}
            {report.droppedReferences > 0 && (
              <List.Item>
                {t('TRANSFER.IMPORT.DROPPED_REFERENCES', { count: report.droppedReferences })}
              </List.Item>
            )}
          </List>
        )}
        <Group>
          <Button component={Link} to={href} size="xs" data-testid="world-import-open">
            {t('TRANSFER.IMPORT.OPEN')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
