import { Badge, Group, List, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { roles, type Role } from '../../../../shared/permissions';

/** What each role may do (ROLE_DESCRIPTIONS), so the owner knows what a role gives. */
export function RoleGuide({ current }: { current?: Role }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="role-guide-title">
      <Title order={3} size="h5" id="role-guide-title" mb="xs">
        {t('WORLDS.MEMBERS.ROLES_TITLE')}
      </Title>
      <List spacing="xs" listStyleType="none" p={0} data-testid="role-guide">
        {roles.map((role) => (
          <List.Item key={role}>
            <Group gap={8}>
              <Text fw={600} size="sm">
                {t(`ROLES.${role}`)}
              </Text>
              {role === current && (
                <Badge size="xs" variant="outline">
                  {t('WORLDS.MEMBERS.YOUR_ROLE')}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {t(`ROLE_DESCRIPTIONS.${role}`)}
            </Text>
          </List.Item>
        ))}
      </List>
    </section>
  );
}
