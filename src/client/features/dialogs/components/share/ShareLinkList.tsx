import { ActionIcon, Badge, Group, Paper, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShareLink } from '../../../../../shared/schemas/dialog-share';
import { confirmDelete } from '../../../../components/confirm';
import { formatLongDate, formatShortDate } from '../../../../lib/format-date';
import { useShareLinks } from '../../api/get-share-links';
import { useRevokeShareLink } from '../../api/revoke-share-link';

interface Props {
  worldId: string;
  dialogId: string;
}

/** The dialog's links, newest first: who made each, its plays, and whether it still works. */
export function ShareLinkList({ worldId, dialogId }: Props) {
  const { t } = useTranslation();
  const links = useShareLinks(worldId, dialogId);
  // When the list was shown: an expiry passing while it is open need not repaint it.
  const [now] = useState(() => Date.now());
  if (links.isPending) return <Skeleton h={60} radius="md" aria-label={t('APP.LOADING')} />;
  if (links.isError) return null;
  if (links.data.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid="share-links-empty">
        {t('DIALOG_SHARING.EMPTY')}
      </Text>
    );
  return (
    <Stack gap="xs" data-testid="share-links">
      {links.data.map((link) => (
        <LinkRow key={link.id} worldId={worldId} dialogId={dialogId} link={link} now={now} />
      ))}
    </Stack>
  );
}

function LinkRow({
  worldId,
  dialogId,
  link,
  now,
}: Props & {
  link: ShareLink;
  now: number;
}) {
  const { t, i18n } = useTranslation();
  const revoke = useRevokeShareLink(worldId, dialogId);
  const expired = link.expiresAt !== null && Date.parse(link.expiresAt) <= now;
  const open = link.revokedAt === null && !expired;
  const onRevoke = async () => {
    const sure = await confirmDelete({
      title: t('DIALOG_SHARING.REVOKE_TITLE'),
      text: t('DIALOG_SHARING.REVOKE_TEXT'),
      confirmLabel: t('DIALOG_SHARING.REVOKE'),
    });
    if (sure) revoke.mutate(link.id);
  };
  return (
    <Paper withBorder p="xs" radius="md" data-testid="share-link-row">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap={6}>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {link.label || t('DIALOG_SHARING.NO_LABEL')}
            </Text>
            {link.revokedAt !== null ? (
              <Badge size="sm" color="red" variant="light">
                {t('DIALOG_SHARING.REVOKED')}
              </Badge>
            ) : expired ? (
              <Badge size="sm" color="gray" variant="light">
                {t('DIALOG_SHARING.EXPIRED')}
              </Badge>
            ) : (
              <Badge size="sm" color="teal" variant="light">
                {t('DIALOG_SHARING.ACTIVE')}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {t('DIALOG_SHARING.MADE', {
              date: formatShortDate(link.createdAt, i18n.language),
              user: link.createdBy?.userName ?? t('DIALOG_SHARING.SOMEONE'),
            })}
            {link.expiresAt !== null &&
              ` · ${t('DIALOG_SHARING.EXPIRES', { date: formatLongDate(link.expiresAt, i18n.language) })}`}
          </Text>
          <Text size="xs" data-testid="share-link-plays">
            {t('DIALOG_SHARING.PLAYS', { count: link.plays })}
          </Text>
        </Stack>
        {open && (
          <Tooltip label={t('DIALOG_SHARING.REVOKE')}>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() => void onRevoke()}
              loading={revoke.isPending}
              aria-label={t('DIALOG_SHARING.REVOKE')}
              data-testid="share-link-revoke"
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    </Paper>
  );
}
