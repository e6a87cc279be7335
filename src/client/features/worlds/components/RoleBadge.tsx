import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../../shared/permissions';

const roleColor: Record<Role, string> = {
  owner: 'ember',
  writer: 'blue',
  artist: 'grape',
  viewer: 'gray',
  reader: 'teal',
};

/** The caller's role in a world, translated, with what the role may do on hover. */
export function RoleBadge({ role }: { role: Role }) {
  const { t } = useTranslation();
  return (
    <Tooltip label={t(`ROLE_DESCRIPTIONS.${role}`)} multiline w={260} withArrow>
      <Badge variant="light" color={roleColor[role]} data-testid="world-role">
        {t(`ROLES.${role}`)}
      </Badge>
    </Tooltip>
  );
}
