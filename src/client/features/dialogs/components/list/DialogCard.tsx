import { Anchor, Badge, Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DialogSummary } from '../../../../../shared/schemas/dialog';
import { formatShortDate } from '../../../../lib/format-date';
import { VisibilityBadge } from '../../../../components/VisibilityBadge';

interface Props {
  dialog: DialogSummary;
  href: string;
  /** Export and delete, as in the table's last column. */
  actions: ReactNode;
}

/** One dialog of the list on a phone: the name whole, then kind, node count and the last change, stacked. */
export function DialogCard({ dialog, href, actions }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="article"
      aria-label={dialog.name}
      data-testid="dialog-row"
    >
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Anchor
          component={Link}
          to={href}
          fw={500}
          style={{ minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {dialog.name}
        </Anchor>
        <Group gap={4} wrap="nowrap">
          {actions}
        </Group>
      </Group>
      <Group gap="xs" mt={6} wrap="wrap">
        <Badge variant="light" color={dialog.kind === 'branching' ? 'grape' : 'blue'}>
          {t(`DIALOGS.KIND.${dialog.kind}`)}
        </Badge>
        <VisibilityBadge visibility={dialog.visibility} />
        <Text size="sm" c="dimmed" data-testid="dialog-node-count">
          {t('DIALOGS.LIST.NODE_COUNT', { count: dialog.nodeCount })}
        </Text>
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {t('DIALOGS.LIST.UPDATED_ON', { date: formatShortDate(dialog.updatedAt, i18n.language) })}
        {dialog.updatedBy && ` · ${dialog.updatedBy.userName}`}
      </Text>
    </Paper>
  );
}
