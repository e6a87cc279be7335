import type { DocumentDetail, DocumentSummary } from '../../shared/schemas/document';
import { withoutSecrets } from '../../shared/wiki/secret-blocks';
import { escapeHtml, fileId } from './html';
import { imageIds, richTextToHtml } from '../rich-text/rich-html';
import { page } from './site-layout';
import { allItems, leftOut, type SectionInput, type SectionResult } from './site-files';

/** The documents a reader may list, so other sections know which links lead somewhere. */
export async function readerDocuments(
  input: Pick<SectionInput, 'reader' | 'worldId'>,
): Promise<{ items: DocumentSummary[]; status: number } | null> {
  return allItems<DocumentSummary>(
    input.reader,
    `/api/Setting/${input.worldId}/Documents?sort=name`,
    200,
  );
}

export function documentPagePath(documentId: string): string {
  return `documents/${fileId(documentId)}.html`;
}

/** documents/index.html (by type, with tags) and a page per document. */
export async function documentsSection(
  input: SectionInput,
  listed: { items: DocumentSummary[]; status: number } | null,
): Promise<SectionResult> {
  if (!listed) return leftOut('documents', 403);
  const { frame, reader, worldId } = input;
  const words = frame.words;
  const files = new Map<string, string | Buffer>();
  const fromHere = (id: string) => {
    const target = input.documentPath(id);
    return target ? `../${target}` : null;
  };
  const names = new Map(listed.items.map((item) => [item.id, item.name]));
  const mentioned = (id: string) => {
    const href = fromHere(id);
    return href ? { href, name: names.get(id) ?? '' } : undefined;
  };
  let pages = 0;
  let refused = 0;
  const written: DocumentSummary[] = [];
  for (const summary of listed.items) {
    const answer = await reader.json<DocumentDetail>(
      `/api/Setting/${worldId}/Documents/${encodeURIComponent(summary.id)}`,
    );
    if (!answer.body) {
      refused += 1;
      continue;
    }
    const document = answer.body;
    // The route cuts secrets for readers already; cutting again costs nothing and guards the copy.
    const contents = withoutSecrets(document.contents, 'reader');
    const pictures = new Map<string, string>();
    for (const imageId of imageIds(contents.doc)) {
      const picture = await input.images.picture(imageId);
      if (!picture) continue;
      files.set(picture.path, picture.body);
      pictures.set(imageId, `../${picture.path}`);
    }
    const imageSrc = (id: string) => pictures.get(id);
    const refs = (title: string, list: DocumentDetail['backlinks']) => {
      const linked = list.filter((ref) => fromHere(ref.id));
      if (linked.length === 0) return '';
      return `<h2>${escapeHtml(title)}</h2><ul class="items">${linked
        .map((ref) => `<li><a href="${fromHere(ref.id)!}">${escapeHtml(ref.name)}</a></li>`)
        .join('')}</ul>`;
    };
    const body = `<p class="type">${escapeHtml(document.type)}</p>
<h1>${escapeHtml(document.name)}</h1>
${tagList(document.tags)}
${document.description ? `<p class="muted">${escapeHtml(document.description)}</p>` : ''}
<article>${richTextToHtml(contents.doc, { documentHref: mentioned, imageSrc })}</article>
${refs(words.mentions, document.mentions)}
${refs(words.mentionedIn, document.backlinks)}`;
    files.set(documentPagePath(document.id), page(frame, document.name, body));
    written.push(summary);
    pages += 1;
  }
  files.set('documents/index.html', page(frame, words.documents, documentIndex(input, written)));
  return {
    section: 'documents',
    present: true,
    files,
    summary: `documents: ${pages} page(s)${refused ? `, ${refused} refused to readers` : ''}`,
  };
}

function tagList(tags: DocumentSummary['tags']): string {
  if (tags.length === 0) return '';
  return `<ul class="tags">${tags.map((tag) => `<li>${escapeHtml(tag.name)}</li>`).join('')}</ul>`;
}

function documentIndex(input: SectionInput, documents: DocumentSummary[]): string {
  const words = input.frame.words;
  if (documents.length === 0)
    return `<h1>${escapeHtml(words.documents)}</h1><p>${escapeHtml(words.nothing)}</p>`;
  const byType = new Map<string, DocumentSummary[]>();
  for (const document of documents) {
    byType.set(document.type, [...(byType.get(document.type) ?? []), document]);
  }
  const groups = [...byType.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([type, list]) =>
        `<h2>${escapeHtml(type)}</h2><ul class="items">${list
          .map(
            (document) =>
              `<li><a href="../${documentPagePath(document.id)}">${escapeHtml(document.name)}</a>${tagList(document.tags)}</li>`,
          )
          .join('')}</ul>`,
    )
    .join('\n');
  return `<h1>${escapeHtml(words.documents)}</h1>\n${groups}`;
}
