import { Anchor, Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DocumentSummary } from '../../../../shared/schemas/document';
import classes from './dashboard.module.css';

interface Props {
  document: DocumentSummary;
  href: string;
  /** The tags view already says the tag; the list view shows them. */
  withTags?: boolean;
}

/** A document in the dashboard's documents view: its name as a link, its type and tags. */
export function DocumentLine({ document, href, withTags = true }: Props) {
  const { t } = useTranslation();
  return (
    <Group
      component="li"
      gap="xs"
      wrap="nowrap"
      justify="space-between"
      className={classes.documentRow}
      data-testid="overview-document"
    >
      <Anchor component={Link} to={href} size="sm" className={classes.documentName}>
        {document.name}
      </Anchor>
      <Group gap={4} wrap="wrap" justify="flex-end" style={{ flexShrink: 0, maxWidth: '55%' }}>
        {withTags &&
          document.tags.map((tag) => (
            <Badge key={tag.id} size="xs" variant="outline" color="gray">
              {tag.name}
            </Badge>
          ))}
        <Badge size="xs" variant="light">
          {t(`WIKI.TYPES.${document.type}`, { defaultValue: document.type })}
        </Badge>
      </Group>
    </Group>
  );
}
