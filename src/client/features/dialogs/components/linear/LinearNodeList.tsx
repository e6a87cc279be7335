import { ActionIcon, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DialogGraph } from '../../../../../shared/dialogs/dialog-graph';
import type { GraphEdit } from '../../model/graph-edits';
import { nodeDefinitions } from '../nodes/node-registry';
import { NodeHeatCount } from '../heat/HeatCounts';
import { useDialogLookup } from '../nodes/dialog-lookup';

interface Props {
  graph: DialogGraph;
  warnings: ReadonlyMap<string, readonly string[]>;
  canEdit: boolean;
  selectedId: string | null;
  onSelect: (nodeId: string) => void;
  onEdit: (edit: GraphEdit) => void;
}

/** A linear dialog: its nodes in play order, moved up and down; the inspector edits the selected one. */
export function LinearNodeList({ graph, warnings, canEdit, selectedId, onSelect, onEdit }: Props) {
  const { t } = useTranslation();
  const { documents } = useDialogLookup();
  const ids = graph.nodes.map((node) => node.id);
  const move = (from: number, to: number) => {
    const next = [...ids];
    const [id] = next.splice(from, 1);
    if (id === undefined) return;
    next.splice(to, 0, id);
    onEdit({ type: 'reorderNodes', nodeIds: next });
  };

  if (graph.nodes.length === 0) {
    return (
      <Paper withBorder p="xl" radius="md" ta="center">
        <Text c="dimmed">{t('DIALOGS.INSPECTOR.EMPTY_DIALOG')}</Text>
      </Paper>
    );
  }
  return (
    <Stack gap={6} data-testid="linear-list">
      {graph.nodes.map((node, index) => {
        const definition = nodeDefinitions.find((item) => item.kind === node.kind);
        const Icon = definition?.icon;
        const speaker = node.speakerId ? documents.get(node.speakerId)?.name : null;
        return (
          <Paper
            key={node.id}
            withBorder
            p="xs"
            radius="md"
            onClick={() => onSelect(node.id)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') onSelect(node.id);
              if (canEdit && event.altKey && event.key === 'ArrowUp' && index > 0)
                move(index, index - 1);
              if (canEdit && event.altKey && event.key === 'ArrowDown' && index < ids.length - 1)
                move(index, index + 1);
            }}
            tabIndex={0}
            style={{
              cursor: 'pointer',
              borderColor: node.id === selectedId ? 'var(--mantine-color-blue-5)' : undefined,
            }}
            data-testid="dialog-node"
            data-node-id={node.id}
          >
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <Badge variant="light" circle>
                {index + 1}
              </Badge>
              {Icon && (
                <Icon size={16} color={definition.color} style={{ flex: 'none', marginTop: 3 }} />
              )}
              <Stack gap={0} flex={1} miw={0}>
                {node.kind === 'character' && (
                  <Text size="sm" fw={600}>
                    {speaker ?? t('DIALOGS.NO_SPEAKER')}
                  </Text>
                )}
                <Text
                  size="sm"
                  lineClamp={3}
                  c={node.text ? undefined : 'dimmed'}
                  style={{ whiteSpace: 'pre-wrap' }}
                >
                  {node.text || t('DIALOGS.EMPTY_TEXT')}
                </Text>
              </Stack>
              <NodeHeatCount nodeId={node.id} />
              {(warnings.get(node.id)?.length ?? 0) > 0 && (
                <IconAlertTriangle
                  size={16}
                  color="var(--mantine-color-orange-4)"
                  aria-label={warnings.get(node.id)?.join('; ')}
                />
              )}
              {canEdit && (
                <Group gap={2} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    disabled={index === 0}
                    aria-label={t('DIALOGS.MOVE_UP')}
                    onClick={(event) => {
                      event.stopPropagation();
                      move(index, index - 1);
                    }}
                  >
                    <IconArrowUp size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    disabled={index === ids.length - 1}
                    aria-label={t('DIALOGS.MOVE_DOWN')}
                    onClick={(event) => {
                      event.stopPropagation();
                      move(index, index + 1);
                    }}
                  >
                    <IconArrowDown size={16} />
                  </ActionIcon>
                </Group>
              )}
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
