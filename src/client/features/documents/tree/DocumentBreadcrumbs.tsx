import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ancestorsOf, indexTree } from '../../../../shared/wiki/document-tree';
import { useDocumentTree } from '../api/get-document-tree';
import { useDocumentPaths } from '../document-paths';

/** Where a document sits: the documents it lies inside, from the top; nothing at the top level. */
export function DocumentBreadcrumbs({
  worldId,
  documentId,
}: {
  worldId: string;
  documentId: string;
}) {
  const { t } = useTranslation();
  const paths = useDocumentPaths();
  const tree = useDocumentTree(worldId);
  const index = useMemo(() => indexTree(tree.data?.items ?? []), [tree.data]);
  const ancestors = ancestorsOf(index, documentId);
  const current = index.byId.get(documentId);
  if (!current || ancestors.length === 0) return null;
  return (
    <nav aria-label={t('WIKI.TREE.BREADCRUMBS')} data-testid="document-breadcrumbs">
      <Breadcrumbs separatorMargin={6} styles={{ root: { flexWrap: 'wrap', rowGap: 4 } }}>
        {ancestors.map((node) => (
          <Anchor key={node.id} component={Link} to={paths.view(node.id)} size="sm">
            {node.name}
          </Anchor>
        ))}
        <Text size="sm" c="dimmed" aria-current="page">
          {current.name}
        </Text>
      </Breadcrumbs>
    </nav>
  );
}
