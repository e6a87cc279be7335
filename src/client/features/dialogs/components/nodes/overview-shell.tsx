import type { NodeProps } from '@xyflow/react';
import { createContext, memo, useContext, type ComponentType } from 'react';
import type { DialogFlowNode } from '../../model/flow-elements';
import { sameNodeLook } from './DialogNodeCard';

/** Whether the builder shows its overview canvas, where React Flow's nodes are not drawn (BuilderCanvas). */
export const OverviewContext = createContext(false);

/**
 * A node type that mounts as an empty shell while the overview canvas stands
 * in for the cards. React Flow mounts only the nodes in view
 * (`onlyRenderVisibleElements`), so a pan of the overview mounts and unmounts
 * nodes on every frame; inside the hidden node layer a full card (its texts,
 * icons and handles) is work nobody sees. The shell keeps the node's id for
 * the bench and turns into the card when the overview gives way, when React Flow
 * measures the node again anyway.
 */
export function withOverviewShell(Card: ComponentType<NodeProps<DialogFlowNode>>) {
  return memo(function OverviewShell(props: NodeProps<DialogFlowNode>) {
    const overview = useContext(OverviewContext);
    return overview ? <div data-node-id={props.id} /> : <Card {...props} />;
  }, sameNodeLook);
}
