import { ActionIcon, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DialogGraph, DialogNode } from '../../../../../shared/dialogs/dialog-graph';
import type { GraphEdit } from '../../model/graph-edits';
import { createChoice } from '../../model/node-factories';
import { ConditionsEditor } from './ConditionsEditor';
import { nodeLabel } from './node-label';

interface Props {
  node: DialogNode;
  graph: DialogGraph;
  canEdit: boolean;
  onEdit: (edits: GraphEdit | readonly GraphEdit[], mergeKey?: string) => void;
}

/** Typing narrows a target list; drawing a few hundred options at once would make selecting a node slow. */
const targetOptionsShown = 50;

/** The node's choices: text, conditions and where each leads (also set by drawing an edge on the canvas). */
export function ChoicesEditor({ node, graph, canEdit, onEdit }: Props) {
  const { t } = useTranslation();
  const targets = useMemo(
    () => graph.nodes.map((other) => ({ value: other.id, label: nodeLabel(other, t) })),
    [graph.nodes, t],
  );
  const otherTargets = useMemo(
    () => targets.filter((target) => target.value !== node.id),
    [targets, node.id],
  );
  const last = node.choices.length - 1;

  return (
    <Stack gap={6} data-testid="choices">
      <Text size="sm" fw={500}>
        {t('DIALOGS.INSPECTOR.CHOICES')}
      </Text>
      {node.choices.length === 0 && (
        <>
          <Select
            size="xs"
            label={t('DIALOGS.INSPECTOR.NEXT_NODE')}
            placeholder={t('DIALOGS.INSPECTOR.ENDS_DIALOG')}
            data={otherTargets}
            limit={targetOptionsShown}
            value={node.nextId}
            searchable
            clearable
            readOnly={!canEdit}
            onChange={(targetId) =>
              onEdit({ type: 'connect', sourceId: node.id, handle: { kind: 'next' }, targetId })
            }
            data-testid="next-node"
          />
          <Text size="xs" c="dimmed">
            {t('DIALOGS.INSPECTOR.NO_CHOICES')}
          </Text>
        </>
      )}
      {node.choices.map((choice, index) => (
        <Paper key={choice.id} withBorder p={6} radius="sm" data-testid="choice">
          <Stack gap={4}>
            <Group gap={4} wrap="nowrap">
              <TextInput
                aria-label={t('DIALOGS.INSPECTOR.CHOICE_TEXT')}
                placeholder={t('DIALOGS.INSPECTOR.CHOICE_TEXT')}
                value={choice.text}
                readOnly={!canEdit}
                size="xs"
                flex={1}
                onChange={(event) =>
                  onEdit(
                    {
                      type: 'updateChoice',
                      nodeId: node.id,
                      choiceId: choice.id,
                      patch: { text: event.currentTarget.value },
                    },
                    `choice:${choice.id}`,
                  )
                }
              />
              {canEdit && (
                <>
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    color="gray"
                    disabled={index === 0}
                    aria-label={t('DIALOGS.MOVE_UP')}
                    onClick={() =>
                      onEdit({
                        type: 'moveChoice',
                        nodeId: node.id,
                        choiceId: choice.id,
                        toIndex: index - 1,
                      })
                    }
                  >
                    <IconArrowUp size={14} />
                  </ActionIcon>
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    color="gray"
                    disabled={index === last}
                    aria-label={t('DIALOGS.MOVE_DOWN')}
                    onClick={() =>
                      onEdit({
                        type: 'moveChoice',
                        nodeId: node.id,
                        choiceId: choice.id,
                        toIndex: index + 1,
                      })
                    }
                  >
                    <IconArrowDown size={14} />
                  </ActionIcon>
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    color="red"
                    aria-label={t('DIALOGS.DELETE_CHOICE')}
                    onClick={() =>
                      onEdit({ type: 'removeChoice', nodeId: node.id, choiceId: choice.id })
                    }
                  >
                    <IconTrash size={14} />
                  </ActionIcon>
                </>
              )}
            </Group>
            <Select
              size="xs"
              label={t('DIALOGS.INSPECTOR.LEADS_TO')}
              placeholder={t('DIALOGS.INSPECTOR.ENDS_DIALOG')}
              data={targets}
              limit={targetOptionsShown}
              value={choice.targetId}
              searchable
              clearable
              readOnly={!canEdit}
              onChange={(targetId) =>
                onEdit({
                  type: 'connect',
                  sourceId: node.id,
                  handle: { kind: 'choice', choiceId: choice.id },
                  targetId,
                })
              }
              data-testid="choice-target"
            />
            <ConditionsEditor
              value={choice.conditions}
              canEdit={canEdit}
              onChange={(conditions, key) =>
                onEdit(
                  {
                    type: 'updateChoice',
                    nodeId: node.id,
                    choiceId: choice.id,
                    patch: { conditions },
                  },
                  key && `${key}:${choice.id}`,
                )
              }
            />
          </Stack>
        </Paper>
      ))}
      {canEdit && (
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<IconPlus size={14} />}
          w="fit-content"
          onClick={() => onEdit({ type: 'addChoice', nodeId: node.id, choice: createChoice() })}
        >
          {t('DIALOGS.INSPECTOR.ADD_CHOICE')}
        </Button>
      )}
    </Stack>
  );
}
