import { Badge, Tooltip } from '@mantine/core';
import { IconLock, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { effectiveVisibility } from '../../shared/visibility';
import { useOptionalWorld } from '../lib/world-context';

/**
 * Whether an item of a public world is read by everyone or by members only;
 * nothing in a private world, where everything is for members.
 */
export function VisibilityBadge({ visibility }: { visibility: string | null | undefined }) {
  const { t } = useTranslation();
  const world = useOptionalWorld();
  if (!world?.isPublic) return null;
  const shown = effectiveVisibility(visibility, world.defaultVisibility);
  const isPublic = shown === 'public';
  const Icon = isPublic ? IconWorld : IconLock;
  return (
    <Tooltip label={t(isPublic ? 'VISIBILITY.PUBLIC_HINT' : 'VISIBILITY.MEMBERS_HINT')} withArrow>
      <Badge
        variant="light"
        color={isPublic ? 'teal' : 'gray'}
        leftSection={<Icon size={12} aria-hidden />}
        data-testid="visibility-badge"
        data-visibility={shown}
      >
        {t(isPublic ? 'VISIBILITY.PUBLIC' : 'VISIBILITY.BADGE_MEMBERS')}
      </Badge>
    </Tooltip>
  );
}
