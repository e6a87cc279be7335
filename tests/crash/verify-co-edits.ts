import { callApi, isOk } from '../support/http';
import { plainText, type RichText } from '../../src/shared/wiki/rich-text';
import type { CoEditedDocument } from './ledger';
import { inParallel } from './verify-content';

/**
 * Every word a co-editing session was told was saved is in the document's
 * stored text, as the API shows it (no session open): a word the server
 * acknowledged and then lost is a loss, one it never acknowledged may or
 * may not be there.
 */
export async function verifyCoEdits(
  baseUrl: string,
  documents: readonly CoEditedDocument[],
  lose: (loss: string) => void,
): Promise<void> {
  await inParallel(documents, async (document) => {
    const answer = await callApi(
      baseUrl,
      'GET',
      `/api/Setting/${document.worldId}/Documents/${document.documentId}`,
      { token: document.token },
    );
    const name = `co-edited document ${document.documentId}`;
    if (!isOk(answer)) return lose(`${name} (answer ${answer.status})`);
    const stored = new Set(
      plainText((answer.body as { contents: RichText }).contents.doc).split(/\s+/),
    );
    const missing = document.acknowledged.filter((word) => !stored.has(word));
    for (const word of missing) lose(`${name}: acknowledged word "${word}" is gone`);
  });
}
