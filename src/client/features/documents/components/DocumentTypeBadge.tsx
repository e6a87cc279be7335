import { Badge, type BadgeProps } from '@mantine/core';
import { useWorldDocumentTypes } from '../../../components/document-types/use-document-types';
import { DocumentTypeIconView } from '../../../components/document-types/type-icons';

/** A document's type, in the interface language, with the type's icon and colour. */
export function DocumentTypeBadge({ type, ...props }: { type: string } & BadgeProps) {
  const look = useWorldDocumentTypes().lookOf(type);
  return (
    <Badge
      variant="light"
      color={look.color}
      radius="sm"
      leftSection={<DocumentTypeIconView icon={look.icon} size={12} />}
      {...props}
    >
      {look.name}
    </Badge>
  );
}
