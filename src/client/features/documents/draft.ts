import type { DocumentDetail } from '../../../shared/schemas/document';
import type { RichText } from '../../../shared/wiki/rich-text';
import type { Visibility } from '../../../shared/visibility';

/** What a save sends: the fields and the contents, without the version. */
export interface DocumentDraft {
  name: string;
  type: string;
  tags: string[];
  description: string;
  contents: RichText;
  /** Left out (a revision to restore has none): the document keeps its setting. */
  visibility?: Visibility | null;
}

export function draftOf(
  document: Pick<
    DocumentDetail,
    'name' | 'type' | 'tags' | 'description' | 'contents' | 'visibility'
  >,
): DocumentDraft {
  return {
    name: document.name,
    type: document.type,
    tags: document.tags.map((tag) => tag.name),
    description: document.description,
    contents: document.contents,
    visibility: document.visibility,
  };
}

/**
 * A save refused because someone saved first (409, code 4091): what this
 * person wanted (`mine`: their edit, or the revision they meant to restore)
 * and the document as it is now (`theirs`).
 */
export interface Conflict {
  mine: DocumentDraft;
  theirs: DocumentDetail;
}
