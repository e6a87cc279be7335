import '@mantine/tiptap/styles.css';
import { RichTextEditor } from '@mantine/tiptap';
import { IconAt, IconLock, IconPhoto } from '@tabler/icons-react';
import { useEditor, type Editor } from '@tiptap/react';
import {
  useContext,
  useEffect,
  useImperativeHandle,
  useRef,
  type ReactNode,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import { richTextVersion, type RichNode, type RichText } from '../../../../shared/wiki/rich-text';
import { ImageEmbedContext } from '../../../lib/image-embed';
import { editorLabels } from '../editor-labels';
import { useContentsExtensions } from '../hooks/use-contents-extensions';
import type { ContentsExtensionOptions } from '../extensions';
import type { MentionHref, MentionSource } from '../mention-types';
import { worldImageType } from '../../../../shared/wiki/world-image';
import { secretType } from '../../../../shared/wiki/secret-blocks';
import classes from './contents.module.css';

export interface ContentsEditorHandle {
  getContents: () => RichText;
  /** Replaces the text (after a conflict, "merge" starts from the other version). */
  setContents: (contents: RichText) => void;
}

interface Props {
  initialContents: RichText;
  mentionSource: MentionSource;
  mentionHref: MentionHref;
  /** The edited document itself, left out of the `@` menu. */
  excludeId?: string;
  /** Called on every change of the text, so the page knows there is something to save. */
  onChange?: () => void;
  ref?: Ref<ContentsEditorHandle>;
  /** Co-editing: the text is the session's (initialContents is not used) and others' carets show. */
  coEdit?: ContentsExtensionOptions['coEdit'];
  /** Only follows the text (a viewer in a co-editing session): no toolbar, nothing typed. */
  readOnly?: boolean;
  /** Shown at the end of the toolbar (the co-editing status). */
  status?: ReactNode;
}

/** Types `@` at the caret, after a space when it follows a word (the `@` menu opens after a space). */
function insertMentionTrigger(editor: Editor) {
  const { from } = editor.state.selection;
  const before = editor.state.doc.textBetween(Math.max(0, from - 1), from, '\n', ' ');
  editor
    .chain()
    .focus()
    .insertContent(before && !/\s/.test(before) ? ' @' : '@')
    .run();
}

/** Asks the page's chooser for a picture of the world and places it after the caret's block. */
async function insertWorldImage(
  editor: Editor,
  pick: () => Promise<{ imageId: string; alt: string } | null>,
) {
  const image = await pick();
  if (!image || editor.isDestroyed) return;
  editor.chain().focus().insertContent({ type: worldImageType, attrs: image }).run();
}

/** The contents editor: TipTap with the shared schema and a Mantine toolbar. */
export function ContentsEditor({
  initialContents,
  mentionSource,
  mentionHref,
  excludeId,
  onChange,
  ref,
  coEdit,
  readOnly = false,
  status,
}: Props) {
  const { t } = useTranslation();
  const pickImage = useContext(ImageEmbedContext)?.pick;
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  const { extensions, fit } = useContentsExtensions({
    mentionHref,
    mentionSource,
    excludeId,
    placeholder: readOnly ? undefined : t('WIKI.EDITOR.PLACEHOLDER'),
    coEdit,
  });
  const editor = useEditor(
    {
      extensions,
      // A co-edited text comes from the session's Y document, never from here.
      ...(coEdit ? {} : { content: fit(initialContents) }),
      editable: !readOnly,
      immediatelyRender: true,
      shouldRerenderOnTransaction: false,
      onUpdate: () => onChangeRef.current?.(),
      editorProps: {
        attributes: {
          'aria-label': t('WIKI.DOCUMENT.CONTENTS'),
          'aria-multiline': 'true',
          role: 'textbox',
        },
        // Links inside the text are edited here, not followed.
        handleDOMEvents: {
          click: (_view, event) => {
            if ((event.target as HTMLElement).closest('a')) event.preventDefault();
            return false;
          },
        },
      },
    },
    [extensions],
  );
  useEffect(() => editor.setEditable(!readOnly), [editor, readOnly]);

  useImperativeHandle(
    ref,
    () => ({
      getContents: () => ({ v: richTextVersion, doc: editor.getJSON() as RichNode }),
      setContents: (contents) => {
        editor.commands.setContent(fit(contents), { emitUpdate: false });
      },
    }),
    [editor, fit],
  );

  return (
    <RichTextEditor editor={editor} labels={editorLabels(t)} className={classes.contents}>
      {readOnly && status && <div className={classes.readOnlyStatus}>{status}</div>}
      {!readOnly && (
        <RichTextEditor.Toolbar sticky stickyOffset="var(--app-shell-header-offset, 0px)">
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.Code />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H1 />
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
            <RichTextEditor.CodeBlock />
            <RichTextEditor.Hr />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
            <RichTextEditor.Control
              onClick={() => insertMentionTrigger(editor)}
              aria-label={t('WIKI.EDITOR.CONTROLS.MENTION')}
              title={t('WIKI.EDITOR.CONTROLS.MENTION')}
            >
              <IconAt size={16} stroke={1.5} />
            </RichTextEditor.Control>
            {pickImage && (
              <RichTextEditor.Control
                onClick={() => void insertWorldImage(editor, pickImage)}
                aria-label={t('WIKI.EDITOR.CONTROLS.IMAGE')}
                title={t('WIKI.EDITOR.CONTROLS.IMAGE')}
                data-testid="editor-insert-image"
              >
                <IconPhoto size={16} stroke={1.5} />
              </RichTextEditor.Control>
            )}
            <RichTextEditor.Control
              onClick={() => editor.chain().focus().wrapIn(secretType).run()}
              aria-label={t('WIKI.SECRET.INSERT')}
              title={t('WIKI.SECRET.INSERT')}
              data-testid="editor-insert-secret"
            >
              <IconLock size={16} stroke={1.5} />
            </RichTextEditor.Control>
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.TableInsert />
            <RichTextEditor.TableColumnAfter />
            <RichTextEditor.TableRowAfter />
            <RichTextEditor.TableColumnDelete />
            <RichTextEditor.TableRowDelete />
            <RichTextEditor.TableToggleHeaderRow />
            <RichTextEditor.TableDelete />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
          {status && <div className={classes.toolbarStatus}>{status}</div>}
        </RichTextEditor.Toolbar>
      )}
      <RichTextEditor.Content className={classes.editorContent} />
    </RichTextEditor>
  );
}
