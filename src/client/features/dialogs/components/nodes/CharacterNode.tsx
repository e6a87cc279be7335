import type { NodeProps } from '@xyflow/react';
import { IconUser } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DialogFlowNode } from '../../model/flow-elements';
import { DialogNodeCard, sameNodeLook } from './DialogNodeCard';
import { useDialogLookup } from './dialog-lookup';
import { NodeText } from './NodeText';
import classes from './dialog-node.module.css';

export const characterNodeColor = 'var(--mantine-color-grape-text)';

/** A line spoken by a character: a document of the world. */
export const CharacterNode = memo(function CharacterNode(props: NodeProps<DialogFlowNode>) {
  const { t } = useTranslation();
  const { documents } = useDialogLookup();
  const speakerId = props.data.node.speakerId;
  const speaker = speakerId
    ? (documents.get(speakerId)?.name ?? t('DIALOGS.UNKNOWN_DOCUMENT'))
    : null;
  return (
    <DialogNodeCard
      {...props}
      color={characterNodeColor}
      icon={<IconUser size={14} />}
      title={t('DIALOGS.NODE_KIND.character')}
    >
      <div className={speaker ? classes.speaker : classes.placeholder}>
        {speaker ?? t('DIALOGS.NO_SPEAKER')}
      </div>
      <NodeText text={props.data.node.text} />
    </DialogNodeCard>
  );
}, sameNodeLook);
