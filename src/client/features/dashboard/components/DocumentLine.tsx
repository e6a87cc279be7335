import { Anchor, Badge, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { DocumentSummary } from '../../../../shared/schemas/document';
import classes from './dashboard.module.css';
import { DocumentTypeName } from '../../../components/document-types/DocumentTypeName';

interface Props {
  document: DocumentSummary;
  href: string;
  /** The tags view already says the tag; the list view shows them. */
  withTags?: boolean;
}

/** A document in the dashboard's documents view: its name as a link, its type and tags. */
export function DocumentLine({ document, href, withTags = true }: Props) {
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
          <DocumentTypeName type={document.type} />
        </Badge>
      </Group>
    </Group>
  );
}
