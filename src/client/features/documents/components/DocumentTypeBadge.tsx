import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { documentTypeColors } from '../../../../shared/wiki/document-types';

const colors: Record<string, string> = documentTypeColors;

/** A document's type, translated, in the type's colour. */
export function DocumentTypeBadge({ type, ...props }: { type: string } & BadgeProps) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={colors[type] ?? 'gray'} radius="sm" {...props}>
      {t(`WIKI.TYPES.${type}`)}
    </Badge>
  );
}
