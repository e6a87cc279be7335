import { Anchor, Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useMembers } from '../api/get-members';

interface Props {
  worldId: string;
  /** Where the team is managed (world settings, Access Level). */
  accessHref: string;
}

/** SPEC §2.3 Dashboard: the team of the world with translated roles. */
export function TeamMembers({ worldId, accessHref }: Props) {
  const { t } = useTranslation();
  const members = useMembers(worldId);
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby="team-title"
      data-testid="team-members"
    >
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Group gap={8} wrap="nowrap">
          <IconUsers size={18} aria-hidden />
          <Title order={2} size="h4" id="team-title">
            {t('WORLDS.MEMBERS.TEAM_TITLE')}
          </Title>
          {members.data && (
            <Badge
              variant="default"
              size="sm"
              aria-label={t('WORLDS.MEMBERS.COUNT', { count: members.data.length })}
            >
              {members.data.length}
            </Badge>
          )}
        </Group>
        <Anchor component={Link} to={accessHref} size="sm">
          {t('WORLDS.MEMBERS.ACCESS_LINK')}
        </Anchor>
      </Group>
      {members.isPending ? (
        <Stack gap="xs">
          <Skeleton h={20} />
          <Skeleton h={20} />
        </Stack>
      ) : members.isError ? (
        <Text size="sm" c="dimmed">
          {t('WORLDS.MEMBERS.LOAD_FAILED')}
        </Text>
      ) : (
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {members.data.map((member) => (
            <Group
              component="li"
              key={member.userId}
              justify="space-between"
              wrap="nowrap"
              gap="xs"
              data-testid="team-member"
            >
              <Text size="sm" truncate>
                {member.userName}
              </Text>
              <Badge
                size="sm"
                variant="light"
                color={member.role === 'owner' ? 'ember' : 'blue'}
                style={{ flexShrink: 0 }}
              >
                {t(`ROLES.${member.role}`)}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
