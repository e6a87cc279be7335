import type { NodeProps } from '@xyflow/react';
import { IconForms } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DialogFlowNode } from '../../model/flow-elements';
import { DialogNodeCard, sameNodeLook } from './DialogNodeCard';
import { useDialogLookup } from './dialog-lookup';
import { NodeText } from './NodeText';
import classes from './dialog-node.module.css';

export const customNodeColor = 'var(--mantine-color-teal-text)';

/** A node carrying values of the world's meta schema fields (and optional text). */
export const CustomNode = memo(function CustomNode(props: NodeProps<DialogFlowNode>) {
  const { t } = useTranslation();
  const { metaSchema } = useDialogLookup();
  const { node } = props.data;
  return (
    <DialogNodeCard
      {...props}
      color={customNodeColor}
      icon={<IconForms size={14} />}
      title={t('DIALOGS.NODE_KIND.custom')}
    >
      <NodeText text={node.text} />
      {node.meta.length > 0 && (
        <div className={classes.meta}>
          {node.meta.slice(0, 4).map((entry) => (
            <div key={entry.schemaId} className={classes.grow}>
              {metaSchema.get(entry.schemaId)?.name ?? '?'}: {entry.value}
            </div>
          ))}
        </div>
      )}
    </DialogNodeCard>
  );
}, sameNodeLook);
