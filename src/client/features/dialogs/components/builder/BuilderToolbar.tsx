import { ActionIcon, Button, Group, Menu, Tooltip } from '@mantine/core';
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconFocusCentered,
  IconLayoutDistributeVertical,
  IconPlus,
  IconX,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DialogNodeKind } from '../../../../../shared/dialogs/dialog-graph';
import { nodeDefinitions } from '../nodes/node-registry';

interface Props {
  canEdit: boolean;
  onAdd: (kind: DialogNodeKind) => void;
  onUndo: () => void;
  onRedo: () => void;
  canUndo: boolean;
  canRedo: boolean;
  /** Absent for linear dialogs (a list needs no layout or viewport). */
  layout?: { run: () => void; cancel: () => void; running: boolean; onFit: () => void };
  children?: ReactNode;
}

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const mod = isMac ? '⌘' : 'Ctrl+';
const shiftZ = isMac ? '⇧Z' : 'Shift+Z';

/** Add a node, undo/redo, auto-layout and fit; the page adds its own controls (save, play, export). */
export function BuilderToolbar({
  canEdit,
  onAdd,
  onUndo,
  onRedo,
  canUndo,
  canRedo,
  layout,
  children,
}: Props) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="wrap" data-testid="builder-toolbar">
      {canEdit && (
        <Menu position="bottom-start">
          <Menu.Target>
            <Button leftSection={<IconPlus size={16} />} data-testid="add-node">
              {t('DIALOGS.ADD_NODE')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {nodeDefinitions.map(({ kind, labelKey, icon: Icon, color }) => (
              <Menu.Item
                key={kind}
                leftSection={<Icon size={16} color={color} />}
                onClick={() => onAdd(kind)}
                data-testid={`add-node-${kind}`}
              >
                {t(labelKey)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
      {canEdit && (
        <>
          <Tooltip label={`${t('DIALOGS.UNDO')} (${mod}${'Z'})`}>
            <ActionIcon
              variant="default"
              size="lg"
              onClick={onUndo}
              disabled={!canUndo}
              aria-label={t('DIALOGS.UNDO')}
            >
              <IconArrowBackUp size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={`${t('DIALOGS.REDO')} (${mod}${shiftZ})`}>
            <ActionIcon
              variant="default"
              size="lg"
              onClick={onRedo}
              disabled={!canRedo}
              aria-label={t('DIALOGS.REDO')}
            >
              <IconArrowForwardUp size={18} />
            </ActionIcon>
          </Tooltip>
        </>
      )}
      {layout && (
        <>
          {canEdit &&
            (layout.running ? (
              <Button
                variant="default"
                leftSection={<IconX size={16} />}
                onClick={layout.cancel}
                data-testid="cancel-layout"
              >
                {t('DIALOGS.CANCEL_LAYOUT')}
              </Button>
            ) : (
              <Button
                variant="default"
                leftSection={<IconLayoutDistributeVertical size={16} />}
                onClick={layout.run}
                data-testid="auto-layout"
              >
                {t('DIALOGS.AUTO_LAYOUT')}
              </Button>
            ))}
          <Tooltip label={t('DIALOGS.FIT')}>
            <ActionIcon
              variant="default"
              size="lg"
              onClick={layout.onFit}
              aria-label={t('DIALOGS.FIT')}
            >
              <IconFocusCentered size={18} />
            </ActionIcon>
          </Tooltip>
        </>
      )}
      {children}
    </Group>
  );
}
