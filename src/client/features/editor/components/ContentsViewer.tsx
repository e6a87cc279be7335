import '@mantine/tiptap/styles.css';
import { Text } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { useEditor, type Editor } from '@tiptap/react';
import { useContext, useMemo, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { RichText } from '../../../../shared/wiki/rich-text';
import { MentionLinkContext } from '../../../lib/mention-link';
import { useCoEditSession } from '../hooks/use-co-edit-session';
import { refusedForSecrets, SecretsHiddenNote } from './SecretsHiddenNote';
import { useContentsExtensions } from '../hooks/use-contents-extensions';
import type { ContentsExtensionOptions } from '../extensions';
import type { MentionHref } from '../mention-types';
import { CoEditStatusBadge } from './CoEditStatusBadge';
import classes from './contents.module.css';

/**
 * TipTap makes its element a textbox; read-only text is no input field, so the
 * role goes and the headings, lists and links inside read as they are. The
 * region around it carries the name.
 */
const readOnlyProps = { attributes: { role: 'none' } };

interface Props {
  contents: RichText;
  mentionHref: MentionHref;
  /** An accessible name for the region, e.g. "Contents". */
  label?: string;
  /**
   * Follow the document's co-edited text live (for those who cannot edit):
   * the stored contents show until the live text has loaded.
   */
  live?: { worldId: string; documentId: string } | undefined;
}

/**
 * Document contents, read only. TipTap renders only the nodes and marks of
 * our schema (never raw HTML) and links only to safe addresses; a mention is a
 * link to the mentioned document that opens inside the app.
 */
export function ContentsViewer({ live, ...props }: Props) {
  return live ? <LiveContentsViewer {...props} live={live} /> : <StoredContentsViewer {...props} />;
}

function StoredContentsViewer({ contents, mentionHref, label }: Omit<Props, 'live'>) {
  const { t } = useTranslation();
  // Under a provider, mentions are the page's links (with the documents' hover preview).
  const linkedMentions = useContext(MentionLinkContext) !== null;
  const { extensions, fit } = useContentsExtensions({ mentionHref, linkedMentions });
  const doc = useMemo(() => fit(contents), [fit, contents]);
  const editor = useEditor(
    {
      extensions,
      content: doc,
      editable: false,
      immediatelyRender: true,
      shouldRerenderOnTransaction: false,
      editorProps: readOnlyProps,
    },
    [doc],
  );

  if (!doc.content?.length) {
    return (
      <Text c="dimmed" fs="italic">
        {t('WIKI.DOCUMENT.NO_CONTENTS')}
      </Text>
    );
  }
  return <ViewerFrame editor={editor} label={label} />;
}

/** The live text of a co-edited document, read only, with the carets of those editing it. */
function LiveContentsViewer({
  contents,
  mentionHref,
  label,
  live,
}: Omit<Props, 'live'> & { live: NonNullable<Props['live']> }) {
  const { binding, state } = useCoEditSession(live.worldId, live.documentId);
  if (refusedForSecrets(state.refusal))
    return (
      <>
        <SecretsHiddenNote />
        <StoredContentsViewer contents={contents} mentionHref={mentionHref} label={label} />
      </>
    );
  if (!binding || !state.loaded)
    return <StoredContentsViewer contents={contents} mentionHref={mentionHref} label={label} />;
  return (
    <LiveEditor
      binding={binding}
      mentionHref={mentionHref}
      label={label}
      status={<CoEditStatusBadge state={state} readOnly />}
    />
  );
}

function LiveEditor(props: {
  binding: ContentsExtensionOptions['coEdit'];
  mentionHref: MentionHref;
  label?: string | undefined;
  status: ReactNode;
}) {
  const linkedMentions = useContext(MentionLinkContext) !== null;
  const { extensions } = useContentsExtensions({
    mentionHref: props.mentionHref,
    linkedMentions,
    coEdit: props.binding,
  });
  const editor = useEditor(
    {
      extensions,
      editable: false,
      immediatelyRender: true,
      shouldRerenderOnTransaction: false,
      editorProps: readOnlyProps,
    },
    [extensions],
  );
  return <ViewerFrame editor={editor} label={props.label} status={props.status} />;
}

function ViewerFrame({
  editor,
  label,
  status,
}: {
  editor: Editor;
  label?: string | undefined;
  status?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const openMention = (event: MouseEvent) => {
    const link = (event.target as HTMLElement).closest<HTMLAnchorElement>('a[data-type="mention"]');
    // A provided mention link routes by itself (and says so with preventDefault).
    if (
      !link ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    navigate(link.getAttribute('href') ?? '');
  };
  return (
    <div onClick={openMention} role="region" aria-label={label ?? t('WIKI.DOCUMENT.CONTENTS')}>
      {status && <div className={classes.readOnlyStatus}>{status}</div>}
      <RichTextEditor editor={editor} className={`${classes.viewer} ${classes.contents}`}>
        <RichTextEditor.Content />
      </RichTextEditor>
    </div>
  );
}
