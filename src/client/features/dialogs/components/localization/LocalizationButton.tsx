import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LocalizationModal } from './LocalizationModal';

interface Props {
  worldId: string;
  /** One dialog; null: every dialog of the world. */
  dialog: { id: string; name: string } | null;
  canEdit: boolean;
  languagesHref: string;
}

/** Opens the translation of one dialog, or of them all (string tables, voice scripts, imports). */
export function LocalizationButton({ worldId, dialog, canEdit, languagesHref }: Props) {
  const { t } = useTranslation();
  const [opened, modal] = useDisclosure(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconLanguage size={16} />}
        onClick={modal.open}
        data-testid="open-localization"
      >
        {t('LOCALIZATION.OPEN')}
      </Button>
      <LocalizationModal
        worldId={worldId}
        dialog={dialog}
        canEdit={canEdit}
        languagesHref={languagesHref}
        opened={opened}
        onClose={modal.close}
      />
    </>
  );
}
