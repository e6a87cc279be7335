import { Alert, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { World } from '../../../../shared/schemas/world';

/** World settings, World tab, for members who are not the owner: the same fields, read only. */
export function WorldDetailsReadOnly({ world }: { world: World }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('WORLDS.FORM.NAME'), world.name],
    [t('WORLDS.FORM.URL'), `/${world.ownerUserName}/${world.urlName}`],
    [t('WORLDS.FORM.DESCRIPTION'), world.description || t('WORLDS.CARD.NO_DESCRIPTION')],
  ];
  return (
    <Stack gap="md">
      <Alert variant="light" color="gray" icon={<IconLock size={18} />}>
        {t('WORLDS.SETTINGS.OWNER_ONLY')}
      </Alert>
      <Stack component="dl" gap="sm" m={0}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </div>
        ))}
      </Stack>
    </Stack>
  );
}
