import { Stack, Text, Title } from '@mantine/core';
import { IconWorldWww } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { World } from '../../../../shared/schemas/world';
import { downloadWorldArchive } from '../api/export-world';
import { ArchiveDownload } from './ArchiveDownload';

const words = {
  action: 'TRANSFER.SITE.ACTION',
  busy: 'TRANSFER.SITE.BUSY',
  done: 'TRANSFER.SITE.DONE',
};

/** World settings → World (owner): the public part as a static site in a zip, with pages in the interface language. */
export function StaticSitePanel({ world }: { world: Pick<World, 'id' | 'isPublic'> }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith('ru') ? 'ru' : 'en';
  return (
    <Stack
      gap="sm"
      component="section"
      aria-labelledby="static-site-title"
      data-testid="static-site"
    >
      <div>
        <Title order={2} size="h4" id="static-site-title">
          {t('TRANSFER.SITE.TITLE')}
        </Title>
        <Text size="sm" c="dimmed" maw={720}>
          {t('TRANSFER.SITE.TEXT')}
        </Text>
      </div>
      {!world.isPublic && (
        <Text size="sm" data-testid="static-site-private">
          {t('TRANSFER.SITE.PRIVATE')}
        </Text>
      )}
      <ArchiveDownload
        icon={<IconWorldWww size={16} />}
        words={words}
        testId="static-site"
        disabled={!world.isPublic}
        fetchArchive={(onBytes) =>
          downloadWorldArchive(world.id, { what: `StaticSite?lang=${lang}`, onBytes })
        }
      />
    </Stack>
  );
}
