import { Box, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CreateWorldForm } from '../../features/worlds/components/CreateWorldForm';
import { worldPath } from '../layout/nav-items';

/**
 * SPEC §2.1 `/create-setting/{userId}/`: only the create form. A world is
 * always created for the signed-in user, so the id in the path is not used.
 */
export default function CreateSettingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Box maw={560} mx="auto">
      <Title order={1} size="h2" mb="md">
        {t('WORLDS.CREATE.PAGE_TITLE')}
      </Title>
      <CreateWorldForm onCreated={(world) => navigate(worldPath(world, 'world'))} />
    </Box>
  );
}
