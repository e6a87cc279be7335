import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../../../../tests/kits/client/render-app';
import type { ShownWarning } from '../../hooks/use-dialog-warnings';
import { WarningsPanel } from './WarningsPanel';

const warnings: ShownWarning[] = [
  {
    key: '0',
    kind: 'missingStart',
    nodeId: undefined,
    text: 'No starting node: choose one with “Set as a starting node”',
  },
  {
    key: '1',
    kind: 'unreachable',
    nodeId: 'n1',
    text: '“You walk away.” cannot be reached from the start',
  },
  {
    key: '2',
    kind: 'choiceWithoutTarget',
    nodeId: 'n2',
    text: 'The choice “Pay a coin” of “Halt! Who goes there?” leads nowhere',
  },
];

const renderPanel = (list: ShownWarning[], onFocus = vi.fn()) => {
  renderRoutes([{ path: '/', element: <WarningsPanel warnings={list} onFocus={onFocus} /> }], '/');
  return onFocus;
};

describe('WarningsPanel', () => {
  it('shows each warning as its own line, whole', () => {
    renderPanel(warnings);
    const lines = screen.getAllByTestId('dialog-warning');
    expect(lines.map((line) => line.textContent)).toEqual(warnings.map((warning) => warning.text));
    expect(screen.getByText('3 warnings')).toBeInTheDocument();
  });

  it('selects the node of a warning when its line is clicked', () => {
    const onFocus = renderPanel(warnings);
    fireEvent.click(screen.getByRole('button', { name: /Pay a coin/ }));
    expect(onFocus).toHaveBeenCalledWith('n2');
    fireEvent.click(screen.getByRole('button', { name: /You walk away/ }));
    expect(onFocus).toHaveBeenLastCalledWith('n1');
  });

  it('makes a warning about no node plain text, not a button', () => {
    renderPanel(warnings);
    expect(screen.getAllByRole('button')).toHaveLength(2);
    expect(screen.getByText(/No starting node/).closest('button')).toBeNull();
  });

  it('shows the first eight warnings and counts the rest', () => {
    const many = Array.from({ length: 10 }, (_, index): ShownWarning => ({
      key: String(index),
      kind: 'unreachable',
      nodeId: `n${index}`,
      text: `Node ${index} cannot be reached`,
    }));
    renderPanel(many);
    expect(screen.getAllByTestId('dialog-warning')).toHaveLength(8);
    expect(screen.getByText('and 2 more')).toBeInTheDocument();
  });

  it('renders nothing when the dialog has no warnings', () => {
    renderPanel([]);
    expect(screen.queryByTestId('dialog-warnings')).toBeNull();
  });
});
