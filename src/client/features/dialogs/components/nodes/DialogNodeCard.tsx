import { Handle, Position, type NodeProps } from '@xyflow/react';
import { IconAlertTriangle, IconFlag } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DialogFlowNode } from '../../model/flow-elements';
import { nextHandle } from '../../model/flow-elements';
import { ChoiceHeatCount, NodeHeatCount } from '../heat/HeatCounts';
import { usePlayHeat } from '../heat/play-heat-context';
import classes from './dialog-node.module.css';

interface Props extends NodeProps<DialogFlowNode> {
  color: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}

/**
 * What a dialog node's look depends on. React Flow also hands a node its
 * absolute position, z-index and drag state: with plain `memo` every node
 * rendered again on each move of a drag and all 300 when a layout placed
 * them (dialogs bench profile: 300 DialogNodeCard renders to place a layout).
 */
export const sameNodeLook = (before: NodeProps<DialogFlowNode>, after: NodeProps<DialogFlowNode>) =>
  before.id === after.id &&
  before.type === after.type &&
  before.data === after.data &&
  before.selected === after.selected &&
  before.isConnectable === after.isConnectable;

/**
 * The frame every dialog node type shares: a coloured header, the type's own
 * body, and one outgoing handle per choice (or one "next" when it has none).
 * Open handles (a choice without a target) are orange.
 */
export function DialogNodeCard({ data, selected, color, icon, title, children }: Props) {
  const { t } = useTranslation();
  const { node, isStart, warnings } = data;
  const heat = usePlayHeat();
  return (
    <div
      className={classes.node}
      style={{ '--kind-color': color } as React.CSSProperties}
      data-selected={selected || undefined}
      data-start={isStart || undefined}
      data-unreached={(heat && heat.nodes.get(node.id) === 0) || undefined}
      data-testid="dialog-node"
      data-node-id={node.id}
    >
      <Handle type="target" position={Position.Left} className={classes.handle} />
      <div className={classes.header}>
        {icon}
        <span className={classes.grow}>{title}</span>
        {isStart && (
          <IconFlag
            size={14}
            color="var(--mantine-color-green-5)"
            aria-label={t('DIALOGS.START_NODE')}
          />
        )}
        <NodeHeatCount nodeId={node.id} />
        {warnings.length > 0 && (
          <span className={classes.warning} title={warnings.join('\n')} data-testid="node-warning">
            <IconAlertTriangle size={14} aria-label={warnings.join('; ')} />
          </span>
        )}
      </div>
      <div className={classes.body}>{children}</div>
      {node.choices.length > 0 ? (
        <div className={classes.choices}>
          {node.choices.map((choice) => (
            <div key={choice.id} className={classes.choice} title={choice.text}>
              <ChoiceHeatCount nodeId={node.id} choiceId={choice.id} />
              {choice.conditions.length > 0 && <span className={classes.conditional}>◆</span>}
              {choice.text || (
                <span className={classes.placeholder}>{t('DIALOGS.EMPTY_CHOICE')}</span>
              )}
              <Handle
                type="source"
                id={choice.id}
                position={Position.Right}
                className={classes.handle}
                data-open={choice.targetId === null || undefined}
              />
            </div>
          ))}
        </div>
      ) : (
        <div className={classes.next}>
          {node.nextId === null ? t('DIALOGS.ENDS_HERE') : t('DIALOGS.NEXT')}
          <Handle
            type="source"
            id={nextHandle}
            position={Position.Right}
            className={classes.handle}
          />
        </div>
      )}
    </div>
  );
}
