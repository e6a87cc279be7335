import { Avatar, Group, Popover, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { documentQueryOptions } from '../../features/documents/api/get-document';
import { avatarColor, initials, presentUsers, type PresentUser } from '../../live/presence';
import { useOptionalWorld } from '../../lib/world-context';
import { useLiveState } from './live-context';
import { pageNameKey } from './page-names';

/** Where a person is, in the reader's language: each page once, a document by its name when this tab knows it. */
export function usePlaceLabel(): (user: PresentUser) => string {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const world = useOptionalWorld();
  return (user) => {
    const names = user.documentIds.flatMap((id) => {
      const name = world
        ? queryClient.getQueryData(documentQueryOptions(world.id, id).queryKey)?.name
        : undefined;
      return name ? [t('LIVE.PAGE_DOCUMENT_NAMED', { name })] : [];
    });
    const pages = user.pages
      .filter(
        (page) => page !== '' && !(names.length > 0 && pageNameKey(page) === 'LIVE.PAGE.DOCUMENT'),
      )
      .map((page) => t(pageNameKey(page)));
    return [...names, ...pages].join(', ') || t('LIVE.PAGE.OTHER');
  };
}

export function UserAvatar({
  user,
  size = 26,
}: {
  user: Pick<PresentUser, 'userId' | 'userName'>;
  size?: number;
}) {
  return (
    <Avatar
      size={size}
      radius="xl"
      color={avatarColor(user.userId)}
      variant="filled"
      alt={user.userName}
    >
      {initials(user.userName)}
    </Avatar>
  );
}

/**
 * Who else is in the world (issue 8 item 2): overlapping initials, "+N" past
 * `max`, each with a tooltip of their name and page; a click lists everyone.
 */
export function PresenceAvatars({ max = 4 }: { max?: number }) {
  const { t } = useTranslation();
  const live = useLiveState();
  const placeOf = usePlaceLabel();
  const [opened, { toggle, close }] = useDisclosure(false);
  const users = useMemo(
    () => presentUsers(live?.members ?? [], live?.selfId ?? null),
    [live?.members, live?.selfId],
  );
  if (users.length === 0) return null;
  const shown = users.length > max ? users.slice(0, max - 1) : users;
  const more = users.length - shown.length;
  const label = t('LIVE.OTHERS_HERE', { count: users.length });

  return (
    <Popover
      opened={opened}
      onChange={(next) => !next && close()}
      position="bottom-end"
      shadow="md"
      withArrow
    >
      <Popover.Target>
        <UnstyledButton
          onClick={toggle}
          aria-label={label}
          aria-expanded={opened}
          data-testid="presence"
          data-count={users.length}
        >
          <Avatar.Group spacing={8}>
            {shown.map((user) => (
              <Tooltip
                key={user.userId}
                label={t('LIVE.USER_ON_PAGE', { user: user.userName, page: placeOf(user) })}
                withArrow
                openDelay={200}
                disabled={opened}
              >
                <div data-testid="presence-avatar" data-user={user.userName}>
                  <UserAvatar user={user} />
                </div>
              </Tooltip>
            ))}
            {more > 0 && (
              <Avatar size={26} radius="xl" variant="default" data-testid="presence-more">
                {t('LIVE.MORE', { count: more })}
              </Avatar>
            )}
          </Avatar.Group>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown maw={320}>
        <Text size="xs" c="dimmed" fw={600} mb="xs">
          {label}
        </Text>
        <Stack
          gap="xs"
          component="ul"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          data-testid="presence-list"
        >
          {users.map((user) => (
            <Group key={user.userId} component="li" gap="sm" wrap="nowrap">
              <UserAvatar user={user} />
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} truncate>
                  {user.userName}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {placeOf(user)}
                </Text>
              </div>
            </Group>
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
