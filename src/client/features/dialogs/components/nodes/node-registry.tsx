import { IconForms, IconMessage, IconUser, type Icon } from '@tabler/icons-react';
import type { NodeTypes } from '@xyflow/react';
import type { DialogNodeKind } from '../../../../../shared/dialogs/dialog-graph';
import { CharacterNode, characterNodeColor } from './CharacterNode';
import { CustomNode, customNodeColor } from './CustomNode';
import { TextNode, textNodeColor } from './TextNode';
import { withOverviewShell } from './overview-shell';

export interface NodeDefinition {
  kind: DialogNodeKind;
  /** Menu entry and inspector title: `DIALOGS.NODE_KIND.<kind>`. */
  labelKey: string;
  icon: Icon;
  color: string;
}

/**
 * One definition per dialog node type (STYLE.md): its menu entry, colour and
 * React Flow component. The pure logic of each type (creation, play, export)
 * lives in model/node-factories.ts and src/shared/dialogs.
 */
export const nodeDefinitions: readonly NodeDefinition[] = [
  { kind: 'text', labelKey: 'DIALOGS.NODE_KIND.text', icon: IconMessage, color: textNodeColor },
  {
    kind: 'character',
    labelKey: 'DIALOGS.NODE_KIND.character',
    icon: IconUser,
    color: characterNodeColor,
  },
  { kind: 'custom', labelKey: 'DIALOGS.NODE_KIND.custom', icon: IconForms, color: customNodeColor },
];

/** Each type's colour by kind (the zoomed-out overview paints nodes in it). */
export const nodeColors: Record<DialogNodeKind, string> = {
  text: textNodeColor,
  character: characterNodeColor,
  custom: customNodeColor,
};

/** Declared once at module level: React Flow re-creates every node when this object changes. */
export const nodeTypes: NodeTypes = {
  text: withOverviewShell(TextNode),
  character: withOverviewShell(CharacterNode),
  custom: withOverviewShell(CustomNode),
} satisfies Record<DialogNodeKind, unknown>;
