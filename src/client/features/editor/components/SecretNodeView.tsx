import { ActionIcon, Checkbox, Group, Popover, Stack, Text } from '@mantine/core';
import { IconLock, IconUsers } from '@tabler/icons-react';
import { NodeViewContent, NodeViewWrapper, type ReactNodeViewProps } from '@tiptap/react';
import { useTranslation } from 'react-i18next';
import {
  secretRoleChoices,
  secretRolesAttr,
  secretRolesOf,
} from '../../../../shared/wiki/secret-blocks';
import classes from './secret.module.css';

/**
 * A secret block: a framed, locked box naming the roles it is for ("Secret:
 * owner, writers"). Whoever edits the text chooses those roles; the owner
 * is always among them. The server never sends the box to anyone else.
 */
export function SecretNodeView({ node, editor, updateAttributes }: ReactNodeViewProps) {
  const { t } = useTranslation();
  const roles = secretRolesOf(node.attrs);
  const names = roles.map((role) => t(`WIKI.SECRET.ROLE_NAMES.${role}`)).join(', ');
  const label = t('WIKI.SECRET.LABEL', { roles: names });
  return (
    <NodeViewWrapper
      className={classes.secret}
      data-testid="secret-block"
      data-roles={roles.join(',')}
    >
      <Group className={classes.header} gap={6} wrap="nowrap" contentEditable={false}>
        <IconLock size={14} aria-hidden />
        <Text size="xs" fw={600} className={classes.label} data-testid="secret-label">
          {label}
        </Text>
        {editor.isEditable && (
          <Popover position="bottom-end" withArrow shadow="md" withinPortal>
            <Popover.Target>
              <ActionIcon
                variant="subtle"
                size="sm"
                aria-label={t('WIKI.SECRET.CHANGE_ROLES')}
                title={t('WIKI.SECRET.CHANGE_ROLES')}
                data-testid="secret-roles"
              >
                <IconUsers size={14} />
              </ActionIcon>
            </Popover.Target>
            <Popover.Dropdown maw={280}>
              <Stack gap="xs">
                <Text size="sm" fw={600}>
                  {t('WIKI.SECRET.ROLES_TITLE')}
                </Text>
                <Checkbox label={t('ROLES.owner')} checked disabled />
                {secretRoleChoices.map((role) => (
                  <Checkbox
                    key={role}
                    label={t(`ROLES.${role}`)}
                    checked={roles.includes(role)}
                    data-testid={`secret-role-${role}`}
                    onChange={(event) => {
                      const next = event.currentTarget.checked
                        ? [...roles, role]
                        : roles.filter((current) => current !== role);
                      updateAttributes({ roles: secretRolesAttr(next) });
                    }}
                  />
                ))}
                <Text size="xs" c="dimmed">
                  {t('WIKI.SECRET.OWNER_ALWAYS')}
                </Text>
              </Stack>
            </Popover.Dropdown>
          </Popover>
        )}
      </Group>
      <NodeViewContent className={classes.body} />
    </NodeViewWrapper>
  );
}
