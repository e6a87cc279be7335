import { NodeViewWrapper, type ReactNodeViewProps } from '@tiptap/react';
import { IconPhoto } from '@tabler/icons-react';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageEmbedContext } from '../../../lib/image-embed';
import classes from './contents.module.css';

/**
 * A world picture in the contents, drawn by the page's provider
 * (ImageEmbedContext), which knows the world and fetches the signed address.
 * Without a provider (a conflict's side by side) a labelled frame stands in.
 */
export function WorldImageNodeView({ node, selected }: ReactNodeViewProps) {
  const { t } = useTranslation();
  const provider = useContext(ImageEmbedContext);
  const imageId = typeof node.attrs['imageId'] === 'string' ? node.attrs['imageId'] : '';
  const alt = String(node.attrs['alt'] ?? '');
  return (
    <NodeViewWrapper
      className={classes.worldImage}
      data-selected={selected || undefined}
      data-testid="world-image"
      data-image-id={imageId}
      data-drag-handle=""
    >
      {provider ? (
        provider.render({ imageId, alt })
      ) : (
        <div className={classes.worldImagePlaceholder}>
          <IconPhoto size={20} aria-hidden />
          <span>{alt || t('WIKI.EDITOR.IMAGE')}</span>
        </div>
      )}
    </NodeViewWrapper>
  );
}
