import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const colors: Record<string, string> = {
  character: 'grape',
  location: 'teal',
  faction: 'orange',
  item: 'yellow',
  creature: 'lime',
  culture: 'cyan',
  religion: 'indigo',
  event: 'pink',
  lore: 'blue',
  note: 'gray',
};

/** A document's type, translated, in the type's colour. */
export function DocumentTypeBadge({ type, ...props }: { type: string } & BadgeProps) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={colors[type] ?? 'gray'} radius="sm" {...props}>
      {t(`WIKI.TYPES.${type}`)}
    </Badge>
  );
}
