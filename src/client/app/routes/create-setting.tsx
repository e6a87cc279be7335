import { Box } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { CreateWorldForm } from '../../features/worlds/components/CreateWorldForm';
import { worldPath } from '../layout/nav-items';

/**
 * SPEC §2.1 `/create-setting/{userId}/`: only the create form. A world is
 * always created for the signed-in user, so the id in the path is not used.
 */
export default function CreateSettingPage() {
  const navigate = useNavigate();
  return (
    <Box maw={560} mx="auto">
      <CreateWorldForm
        headingOrder={1}
        onCreated={(world) => navigate(worldPath(world, 'world'))}
      />
    </Box>
  );
}
