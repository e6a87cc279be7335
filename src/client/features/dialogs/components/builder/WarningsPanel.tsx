import { Alert, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconCurrentLocation, IconPointFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ShownWarning } from '../../hooks/use-dialog-warnings';
import classes from './builder.module.css';

interface Props {
  warnings: readonly ShownWarning[];
  /** Selects the warning's node and brings it into view. */
  onFocus: (nodeId: string) => void;
}

const shownAtMost = 8;

/**
 * What would trip a player: no start, unreachable nodes, dead ends, choices
 * leading nowhere. One left-aligned line each; a line about a node is a
 * button that selects the node and centres the view on it.
 */
export function WarningsPanel({ warnings, onFocus }: Props) {
  const { t } = useTranslation();
  if (warnings.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t('DIALOGS.WARNINGS.TITLE', { count: warnings.length })}
      classNames={{ message: classes.warningsMessage }}
      data-testid="dialog-warnings"
    >
      <Stack gap={2}>
        {warnings.slice(0, shownAtMost).map((warning) => {
          const nodeId = warning.nodeId;
          const line = (
            <>
              {nodeId ? (
                <IconCurrentLocation size={14} className={classes.warningIcon} />
              ) : (
                <IconPointFilled size={14} className={classes.warningIcon} />
              )}
              <Text size="sm" className={classes.warningText}>
                {warning.text}
              </Text>
            </>
          );
          return nodeId ? (
            <UnstyledButton
              key={warning.key}
              className={classes.warning}
              onClick={() => onFocus(nodeId)}
              title={t('DIALOGS.WARNINGS.SHOW')}
              data-warning={warning.kind}
              data-node-id={nodeId}
              data-testid="dialog-warning"
            >
              {line}
            </UnstyledButton>
          ) : (
            <div
              key={warning.key}
              className={classes.warning}
              data-warning={warning.kind}
              data-testid="dialog-warning"
            >
              {line}
            </div>
          );
        })}
      </Stack>
      {warnings.length > shownAtMost && (
        <Text size="xs" c="dimmed" mt={4} pl={6}>
          {t('DIALOGS.WARNINGS.MORE', { count: warnings.length - shownAtMost })}
        </Text>
      )}
    </Alert>
  );
}
