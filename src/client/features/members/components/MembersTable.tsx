import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Select,
  Skeleton,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCrown, IconUserMinus } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { MemberRole } from '../../../../shared/permissions';
import { changeMemberRoleRequest, type Member, type World } from '../../../../shared/schemas/world';
import { confirmDelete } from '../../../components/confirm';
import { sessionUserAtom } from '../../../lib/session';
import { useChangeMemberRole } from '../api/change-member-role';
import { useMembers } from '../api/get-members';
import { useRemoveMember } from '../api/remove-member';
import { useTransferOwnership } from '../api/transfer-ownership';
import { formatShortDate } from '../../../lib/format-date';
import { memberRoleOptions } from './role-options';

interface Props {
  world: World;
  /** The owner: change roles, remove members, hand the world over. Others read. */
  manage: boolean;
  /** After a hand-over: the world as the caller now sees it (new owner, new address). */
  onTransferred?: (world: World) => void | Promise<void>;
}

/** World settings, Access Level: everyone in the world and their role (SPEC §2.3, §6). */
export function MembersTable({ world, manage, onTransferred }: Props) {
  const { t, i18n } = useTranslation();
  const members = useMembers(world.id);
  const me = useAtomValue(sessionUserAtom);

  if (members.isPending) return <Skeleton h={160} radius="md" aria-label={t('APP.LOADING')} />;
  if (members.isError) {
    return (
      <Alert color="red" variant="light" title={t('WORLDS.MEMBERS.LOAD_FAILED')}>
        <Button size="xs" variant="light" mt="xs" onClick={() => void members.refetch()}>
          {t('COMMON.RETRY')}
        </Button>
      </Alert>
    );
  }

  return (
    <Table.ScrollContainer minWidth={300}>
      <Table
        verticalSpacing="sm"
        horizontalSpacing="xs"
        highlightOnHover
        data-testid="members-table"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('WORLDS.MEMBERS.USER_NAME')}</Table.Th>
            <Table.Th>{t('WORLDS.MEMBERS.ROLE')}</Table.Th>
            {manage && (
              <Table.Th>
                <VisuallyHidden>{t('WORLDS.MEMBERS.ACTIONS')}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.data.map((member) => (
            <MemberRow
              key={member.userId}
              world={world}
              member={member}
              manage={manage}
              isMe={member.userId === me?.userId}
              language={i18n.language}
              onTransferred={onTransferred}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

interface RowProps {
  world: World;
  member: Member;
  manage: boolean;
  isMe: boolean;
  language: string;
  onTransferred: Props['onTransferred'];
}

function MemberRow({ world, member, manage, isMe, language, onTransferred }: RowProps) {
  const { t } = useTranslation();
  const changeRole = useChangeMemberRole();
  const remove = useRemoveMember();
  const transfer = useTransferOwnership();
  const memberRole = member.role !== 'owner' ? member.role : null;
  const editable = manage && memberRole !== null;
  const roleLabel = t(`ROLES.${member.role}`);

  const setRole = (role: MemberRole | null) => {
    if (!role || role === member.role) return;
    const body = changeMemberRoleRequest.parse({ role });
    changeRole.mutate(
      { worldId: world.id, userId: member.userId, body },
      {
        onSuccess: (updated) =>
          notifications.show({
            color: 'green',
            message: t('WORLDS.MEMBERS.ROLE_CHANGED', {
              user: updated.userName,
              role: t(`ROLES.${updated.role}`),
            }),
          }),
      },
    );
  };

  const removeMember = async () => {
    const sure = await confirmDelete({
      text: t('WORLDS.MEMBERS.REMOVE_CONFIRM', { user: member.userName, name: world.name }),
      confirmLabel: t('WORLDS.MEMBERS.REMOVE'),
    });
    if (!sure) return;
    remove.mutate(
      { worldId: world.id, userId: member.userId },
      {
        onSuccess: () =>
          notifications.show({ message: t('WORLDS.MEMBERS.REMOVED', { user: member.userName }) }),
      },
    );
  };

  const handOver = async () => {
    const sure = await confirmDelete({
      title: t('WORLDS.MEMBERS.TRANSFER_TITLE'),
      text: t('WORLDS.MEMBERS.TRANSFER_CONFIRM', { user: member.userName, name: world.name }),
      confirmLabel: t('WORLDS.MEMBERS.TRANSFER'),
    });
    if (!sure) return;
    const updated = await transfer
      .mutateAsync({ worldId: world.id, userId: member.userId })
      .catch(() => null);
    if (!updated) return; // the error banner says why
    await onTransferred?.(updated);
    notifications.show({
      color: 'green',
      message: t('WORLDS.MEMBERS.TRANSFERRED', { user: member.userName }),
    });
  };

  return (
    <Table.Tr data-testid="member-row" data-username={member.userName} data-role={member.role}>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
            {member.userName}
          </Text>
          {isMe && (
            <Badge size="xs" variant="outline" color="gray" style={{ flexShrink: 0 }}>
              {t('WORLDS.MEMBERS.YOU')}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {t('WORLDS.MEMBERS.SINCE', { date: formatShortDate(member.addedAt, language) })}
        </Text>
      </Table.Td>
      <Table.Td>
        {editable && memberRole ? (
          <Select<MemberRole>
            aria-label={t('WORLDS.MEMBERS.ROLE_OF', { user: member.userName })}
            value={memberRole}
            data={memberRoleOptions(t)}
            onChange={setRole}
            allowDeselect={false}
            disabled={changeRole.isPending}
            size="xs"
            w={120}
            data-testid="member-role-select"
          />
        ) : (
          <Tooltip label={t(`ROLE_DESCRIPTIONS.${member.role}`)} multiline w={260} withArrow>
            <Badge
              variant="light"
              color={member.role === 'owner' ? 'ember' : 'blue'}
              data-testid="member-role"
            >
              {roleLabel}
            </Badge>
          </Tooltip>
        )}
      </Table.Td>
      {manage && (
        <Table.Td>
          {editable && (
            <Group gap={4} justify="flex-end" wrap="nowrap">
              <Tooltip label={t('WORLDS.MEMBERS.TRANSFER')} withArrow>
                <ActionIcon
                  variant="subtle"
                  color="yellow"
                  aria-label={t('WORLDS.MEMBERS.TRANSFER_TO', { user: member.userName })}
                  loading={transfer.isPending}
                  onClick={() => void handOver()}
                  data-testid="member-transfer"
                >
                  <IconCrown size={18} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('WORLDS.MEMBERS.REMOVE')} withArrow>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('WORLDS.MEMBERS.REMOVE_USER', { user: member.userName })}
                  loading={remove.isPending}
                  onClick={() => void removeMember()}
                  data-testid="member-remove"
                >
                  <IconUserMinus size={18} />
                </ActionIcon>
              </Tooltip>
            </Group>
          )}
        </Table.Td>
      )}
    </Table.Tr>
  );
}
