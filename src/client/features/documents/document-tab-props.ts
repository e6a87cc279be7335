import type { DocumentDetail } from '../../../shared/schemas/document';

/**
 * What every tab view of a document page receives. Its own module, so that a tab view
 * does not import the tab list that names it.
 */
export interface DocumentTabProps {
  document: DocumentDetail;
}
