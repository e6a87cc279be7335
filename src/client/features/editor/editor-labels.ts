import type { RichTextEditorLabels } from '@mantine/tiptap';
import type { TFunction } from 'i18next';

/** The toolbar's accessible labels in the interface language (Mantine ships them in English only). */
export function editorLabels(t: TFunction): Partial<RichTextEditorLabels> {
  const label = (key: string) => t(`WIKI.EDITOR.CONTROLS.${key}`);
  return {
    boldControlLabel: label('BOLD'),
    italicControlLabel: label('ITALIC'),
    underlineControlLabel: label('UNDERLINE'),
    strikeControlLabel: label('STRIKE'),
    clearFormattingControlLabel: label('CLEAR_FORMATTING'),
    codeControlLabel: label('CODE'),
    codeBlockControlLabel: label('CODE_BLOCK'),
    h1ControlLabel: label('H1'),
    h2ControlLabel: label('H2'),
    h3ControlLabel: label('H3'),
    blockquoteControlLabel: label('BLOCKQUOTE'),
    hrControlLabel: label('HR'),
    bulletListControlLabel: label('BULLET_LIST'),
    orderedListControlLabel: label('ORDERED_LIST'),
    linkControlLabel: label('LINK'),
    unlinkControlLabel: label('UNLINK'),
    linkEditorInputLabel: label('LINK_INPUT'),
    linkEditorInputPlaceholder: label('LINK_PLACEHOLDER'),
    linkEditorExternalLink: label('LINK_EXTERNAL'),
    linkEditorInternalLink: label('LINK_INTERNAL'),
    linkEditorSave: label('LINK_SAVE'),
    undoControlLabel: label('UNDO'),
    redoControlLabel: label('REDO'),
    tableInsertControlLabel: label('TABLE_INSERT'),
    tableInsertLabel: (columns, rows) => t('WIKI.EDITOR.CONTROLS.TABLE_SIZE', { columns, rows }),
    tableDeleteControlLabel: label('TABLE_DELETE'),
    tableColumnAfterControlLabel: label('TABLE_COLUMN_AFTER'),
    tableColumnDeleteControlLabel: label('TABLE_COLUMN_DELETE'),
    tableRowAfterControlLabel: label('TABLE_ROW_AFTER'),
    tableRowDeleteControlLabel: label('TABLE_ROW_DELETE'),
    tableToggleHeaderRowControlLabel: label('TABLE_HEADER_ROW'),
  };
}
