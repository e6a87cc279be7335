import type { Node, NodeProps } from '@xyflow/react';
import { IconPin } from '@tabler/icons-react';
import { memo } from 'react';
import classes from './graph.module.css';

export interface DocumentNodeData extends Record<string, unknown> {
  name: string;
  /** The document type's colour (a CSS colour). */
  color: string;
  thumbUrl: string | null;
  pinned: boolean;
  focused: boolean;
}

export type DocumentFlowNode = Node<DocumentNodeData, 'document'>;

/**
 * A document in the relations graph: its name on its type's colour and the
 * thumbnail of its first picture. Zoomed out, the graph's overview canvas
 * draws documents as boxes instead, and a zoom never re-renders the nodes.
 * The relations are drawn on that canvas too, from box to box, so a node has no
 * handles: each would be one more store subscriber run on every frame of a pan.
 */
export const DocumentNode = memo(function DocumentNode({
  data,
  selected,
}: NodeProps<DocumentFlowNode>) {
  return (
    <div
      className={classes.node}
      style={{ borderColor: data.color }}
      data-selected={selected || undefined}
      data-focused={data.focused || undefined}
      data-testid="graph-node"
    >
      {data.thumbUrl && (
        <img
          src={data.thumbUrl}
          alt=""
          className={classes.thumb}
          loading="lazy"
          decoding="async"
          draggable={false}
        />
      )}
      <span className={classes.dot} style={{ background: data.color }} />
      <span className={classes.name}>{data.name}</span>
      {data.pinned && <IconPin size={12} className={classes.pin} aria-hidden />}
    </div>
  );
});

/** Declared once at module level (React Flow re-creates every node when this object changes). */
export const nodeTypes = { document: DocumentNode };
