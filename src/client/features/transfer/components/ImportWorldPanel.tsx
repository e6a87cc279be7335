import '@mantine/dropzone/styles.css';
import {
  Alert,
  Button,
  Group,
  List,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileZip, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { archiveEntities, type ImportReport } from '../../../../shared/transfer/world-archive';
import { useImportWorld } from '../api/import-world';
import { importErrorText } from '../import-error';

/** A world archive: browsers name a .zip either way (Windows says x-zip-compressed). */
const zipArchive = { 'application/zip': ['.zip'], 'application/x-zip-compressed': ['.zip'] };

interface Props {
  /** Where the new world opens (the page knows the world routes). */
  worldHref: (report: ImportReport) => string;
  onImported: (report: ImportReport) => void;
}

/** The world list: a world archive dropped here becomes a new world; the panel shows the upload, then what came in and what was left out. */
export function ImportWorldPanel({ worldHref, onImported }: Props) {
  const { t } = useTranslation();
  const [percent, setPercent] = useState(0);
  const importing = useImportWorld(
    ({ loaded, total }) => setPercent(total > 0 ? Math.round((loaded / total) * 100) : 0),
    onImported,
  );

  const send = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setPercent(0);
    importing.mutate(file);
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
          onDrop={send}
          onReject={(rejections) => send(rejections.map((rejection) => rejection.file))}
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
        {importing.isPending && (
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
        {importing.isError && (
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
