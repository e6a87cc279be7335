import type { NodeProps } from '@xyflow/react';
import { IconMessage } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DialogFlowNode } from '../../model/flow-elements';
import { DialogNodeCard, sameNodeLook } from './DialogNodeCard';
import { NodeText } from './NodeText';

export const textNodeColor = 'var(--mantine-color-blue-text)';

/** Plain narration or a line nobody in particular says. */
export const TextNode = memo(function TextNode(props: NodeProps<DialogFlowNode>) {
  const { t } = useTranslation();
  return (
    <DialogNodeCard
      {...props}
      color={textNodeColor}
      icon={<IconMessage size={14} />}
      title={t('DIALOGS.NODE_KIND.text')}
    >
      <NodeText text={props.data.node.text} />
    </DialogNodeCard>
  );
}, sameNodeLook);
