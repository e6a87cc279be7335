import type { Node, NodeChange } from '@xyflow/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useKeyMoves } from './use-key-moves';

const moveA: NodeChange<Node>[] = [
  { type: 'position', id: 'a', position: { x: 15, y: 5 }, dragging: false },
];

/** A stand-in for React Flow: a node whose own key handler reports a move, as moveSelectedNodes does. */
function Canvas(props: {
  onNodesChange: (changes: NodeChange<Node>[]) => void;
  onMoved: () => void;
}) {
  const { onNodesChange, keyHandlers } = useKeyMoves(props.onNodesChange, props.onMoved);
  return (
    <div {...keyHandlers}>
      <div
        className="react-flow__node"
        tabIndex={0}
        data-testid="node"
        onKeyDown={(event) => {
          if (event.key.startsWith('Arrow') || event.key === 'Enter') onNodesChange(moveA);
        }}
      />
      <button type="button" data-testid="drag-end" onClick={() => onNodesChange(moveA)} />
    </div>
  );
}

describe('useKeyMoves', () => {
  it('hands on the positions an arrow key on a node moved, and only those', () => {
    const onNodesChange = vi.fn();
    const onMoved = vi.fn();
    render(<Canvas onNodesChange={onNodesChange} onMoved={onMoved} />);

    fireEvent.keyDown(screen.getByTestId('node'), { key: 'ArrowRight' });
    expect(onMoved).toHaveBeenCalledTimes(1);
    expect(onMoved).toHaveBeenLastCalledWith({ a: { x: 15, y: 5 } });

    // The same change from a drag's end (or another key) is not a key move.
    fireEvent.click(screen.getByTestId('drag-end'));
    fireEvent.keyDown(screen.getByTestId('node'), { key: 'Enter' });
    expect(onMoved).toHaveBeenCalledTimes(1);
    // React Flow still gets every change.
    expect(onNodesChange).toHaveBeenCalledTimes(3);
  });
});
