import {
  Button,
  Group,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconFlag, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dialogLimits,
  type DialogGraph,
  type DialogKind,
  type DialogNode,
  type DialogNodeKind,
} from '../../../../../shared/dialogs/dialog-graph';
import type { GraphEdit, NodePatch } from '../../model/graph-edits';
import { nodeDefinitions } from '../nodes/node-registry';
import { AssignmentsEditor } from './AssignmentsEditor';
import { ChoicesEditor } from './ChoicesEditor';
import { MetaValuesEditor } from './MetaValuesEditor';

export interface SpeakerSelectProps {
  value: string | null;
  onChange: (documentId: string | null, name: string | null) => void;
  disabled: boolean;
}

interface Props {
  node: DialogNode;
  graph: DialogGraph;
  kind: DialogKind;
  canEdit: boolean;
  onEdit: (edits: GraphEdit | readonly GraphEdit[], mergeKey?: string) => void;
  onDelete: () => void;
  /** A world picks speakers among its documents; the sandbox among its own characters. */
  renderSpeakerSelect: (props: SpeakerSelectProps) => ReactNode;
  onSpeakerNamed?: (documentId: string, name: string) => void;
}

/** Everything about the selected node: type, speaker, text, fields, variables set on entering, choices. */
export function NodeInspector({
  node,
  graph,
  kind,
  canEdit,
  onEdit,
  onDelete,
  renderSpeakerSelect,
  onSpeakerNamed,
}: Props) {
  const { t } = useTranslation();
  const patch = (change: NodePatch, mergeKey?: string) =>
    onEdit({ type: 'updateNode', nodeId: node.id, patch: change }, mergeKey);
  const isStart = graph.startNodeId === node.id;

  return (
    <Stack gap="sm" data-testid="node-inspector">
      <Group justify="space-between" wrap="nowrap">
        <Title order={4}>{t('DIALOGS.INSPECTOR.TITLE')}</Title>
        {isStart && (
          <Text size="sm" c="green">
            <IconFlag size={14} /> {t('DIALOGS.START_NODE')}
          </Text>
        )}
      </Group>
      <SegmentedControl
        fullWidth
        disabled={!canEdit}
        value={node.kind}
        onChange={(value) => patch({ kind: value as DialogNodeKind })}
        data={nodeDefinitions.map((definition) => ({
          value: definition.kind,
          label: t(definition.labelKey),
        }))}
        aria-label={t('DIALOGS.INSPECTOR.KIND')}
      />
      {node.kind === 'character' &&
        renderSpeakerSelect({
          value: node.speakerId,
          disabled: !canEdit,
          onChange: (speakerId, name) => {
            if (speakerId && name) onSpeakerNamed?.(speakerId, name);
            patch({ speakerId });
          },
        })}
      <Textarea
        label={t('DIALOGS.INSPECTOR.TEXT')}
        value={node.text}
        onChange={(event) => patch({ text: event.currentTarget.value }, `text:${node.id}`)}
        autosize
        minRows={3}
        maxRows={12}
        readOnly={!canEdit}
        data-testid="node-text"
      />
      {node.kind !== 'custom' && (
        <TextInput
          label={t('DIALOGS.INSPECTOR.DIRECTION')}
          description={t('DIALOGS.INSPECTOR.DIRECTION_HINT')}
          value={node.direction ?? ''}
          // An empty direction is no direction: the field leaves the graph rather than staying as ''.
          onChange={(event) =>
            patch({ direction: event.currentTarget.value || undefined }, `direction:${node.id}`)
          }
          maxLength={dialogLimits.maxDirectionLength}
          readOnly={!canEdit}
          data-testid="node-direction"
        />
      )}
      {node.kind === 'custom' && (
        <MetaValuesEditor
          node={node}
          canEdit={canEdit}
          onChange={(meta, key) => patch({ meta }, key)}
        />
      )}
      <AssignmentsEditor
        value={node.onEnter}
        canEdit={canEdit}
        onChange={(onEnter, key) => patch({ onEnter }, key && `${key}:${node.id}`)}
      />
      {kind === 'branching' && (
        <ChoicesEditor node={node} graph={graph} canEdit={canEdit} onEdit={onEdit} />
      )}
      {canEdit && (
        <Group>
          {kind === 'branching' && !isStart && (
            <Button
              variant="light"
              leftSection={<IconFlag size={16} />}
              onClick={() => onEdit({ type: 'setStart', nodeId: node.id })}
            >
              {t('DIALOGS.SET_START')}
            </Button>
          )}
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={onDelete}
          >
            {t('DIALOGS.DELETE_NODE')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
