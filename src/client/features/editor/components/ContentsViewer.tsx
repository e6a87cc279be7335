import '@mantine/tiptap/styles.css';
import { Text } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import { useContext, useMemo, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { RichText } from '../../../../shared/wiki/rich-text';
import { MentionLinkContext } from '../../../lib/mention-link';
import { useContentsExtensions } from '../hooks/use-contents-extensions';
import type { MentionHref } from '../mention-types';
import classes from './contents.module.css';

interface Props {
  contents: RichText;
  mentionHref: MentionHref;
  /** An accessible name for the region, e.g. "Contents". */
  label?: string;
}

/**
 * Document contents, read only. TipTap renders only the nodes and marks of
 * our schema (never raw HTML) and links only to safe addresses; a mention is a
 * link to the mentioned document that opens inside the app.
 */
export function ContentsViewer({ contents, mentionHref, label }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Under a provider, mentions are the page's links (with the documents' hover preview).
  const linkedMentions = useContext(MentionLinkContext) !== null;
  const { extensions, fit } = useContentsExtensions({ mentionHref, linkedMentions });
  const doc = useMemo(() => fit(contents), [fit, contents]);
  const editor = useEditor(
    { extensions, content: doc, editable: false, immediatelyRender: true, shouldRerenderOnTransaction: false },
    [doc],
  );

  const openMention = (event: MouseEvent) => {
    const link = (event.target as HTMLElement).closest<HTMLAnchorElement>('a[data-type="mention"]');
    // A provided mention link routes by itself (and says so with preventDefault).
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(link.getAttribute('href') ?? '');
  };

  if (!doc.content?.length) {
    return (
      <Text c="dimmed" fs="italic">
        {t('WIKI.DOCUMENT.NO_CONTENTS')}
      </Text>
    );
  }
  return (
    <div onClick={openMention} role="region" aria-label={label ?? t('WIKI.DOCUMENT.CONTENTS')}>
      <RichTextEditor editor={editor} className={`${classes.viewer} ${classes.contents}`}>
        <RichTextEditor.Content />
      </RichTextEditor>
    </div>
  );
}
