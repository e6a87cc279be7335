import { Avatar, Group, Text, Tooltip } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { documentViewers } from '../../live/presence';
import { useLiveState } from './live-context';
import { UserAvatar } from './PresenceAvatars';

/** "Also viewing": the others who have this document open (issue 8 item 2). */
export function DocumentViewers({ documentId, max = 5 }: { documentId: string; max?: number }) {
  const { t } = useTranslation();
  const live = useLiveState();
  const viewers = useMemo(
    () => documentViewers(live?.members ?? [], documentId, live?.selfId ?? null),
    [live?.members, live?.selfId, documentId],
  );
  if (viewers.length === 0) return null;
  const shown = viewers.length > max ? viewers.slice(0, max - 1) : viewers;
  const more = viewers.length - shown.length;
  const names = viewers.map((viewer) => viewer.userName).join(', ');
  return (
    <Group
      gap="xs"
      wrap="nowrap"
      data-testid="document-viewers"
      aria-label={t('LIVE.ALSO_VIEWING_LIST', { names })}
    >
      <Text size="xs" c="dimmed">
        {t('LIVE.ALSO_VIEWING')}
      </Text>
      <Avatar.Group spacing={6}>
        {shown.map((viewer) => (
          <Tooltip key={viewer.userId} label={viewer.userName} withArrow>
            <div data-testid="document-viewer">
              <UserAvatar user={viewer} size={24} />
            </div>
          </Tooltip>
        ))}
        {more > 0 && (
          <Avatar size={24} radius="xl" variant="default">
            {t('LIVE.MORE', { count: more })}
          </Avatar>
        )}
      </Avatar.Group>
    </Group>
  );
}
