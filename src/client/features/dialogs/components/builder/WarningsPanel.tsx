import { Alert, Anchor, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ShownWarning } from '../../hooks/use-dialog-warnings';

interface Props {
  warnings: readonly ShownWarning[];
  onFocus: (nodeId: string) => void;
}

const shownAtMost = 8;

/** What would trip a player: no start, unreachable nodes, dead ends, choices leading nowhere. */
export function WarningsPanel({ warnings, onFocus }: Props) {
  const { t } = useTranslation();
  if (warnings.length === 0) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} title={t('DIALOGS.WARNINGS.TITLE', { count: warnings.length })} data-testid="dialog-warnings">
      <List size="sm" spacing={2}>
        {warnings.slice(0, shownAtMost).map((warning) => (
          <List.Item key={warning.key} data-warning={warning.kind}>
            {warning.nodeId ? (
              <Anchor component="button" type="button" size="sm" onClick={() => onFocus(warning.nodeId as string)}>
                {warning.text}
              </Anchor>
            ) : (
              warning.text
            )}
          </List.Item>
        ))}
      </List>
      {warnings.length > shownAtMost && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('DIALOGS.WARNINGS.MORE', { count: warnings.length - shownAtMost })}
        </Text>
      )}
    </Alert>
  );
}
