import type { DialogImportFormat } from '../../../../shared/dialogs/import-formats';

/** What the import's file picker offers: every format's usual extensions. */
export const dialogImportAccept = '.json,application/json,.yarn,.twee,.tw,.txt,text/plain';

/** `.twee`/`.tw` Twee 3, `.yarn` Yarn Spinner 2, `.json` LoreHub; null for another extension. */
function formatByExtension(fileName: string): DialogImportFormat | null {
  const extension = /\.([^.\\/]+)$/.exec(fileName.toLowerCase())?.[1] ?? '';
  if (extension === 'twee' || extension === 'tw') return 'twee-3';
  if (extension === 'yarn') return 'yarn-2';
  if (extension === 'json') return 'lorehub-v2';
  return null;
}

/** JSON is LoreHub, a Twee passage header `::` Twee 3, a `title:` header Yarn. */
function formatByContent(text: string): DialogImportFormat {
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (start.startsWith('{')) return 'lorehub-v2';
  if (/^::/m.test(start)) return 'twee-3';
  if (/^title:/im.test(start)) return 'yarn-2';
  return 'lorehub-v2';
}

/**
 * The format to import a file as: by its extension, else by its first
 * characters. The server checks the file against the format and says what
 * does not fit.
 */
export function importFormatOf(fileName: string, text: string): DialogImportFormat {
  return formatByExtension(fileName) ?? formatByContent(text);
}

/** `importFormatOf` for a picked file, reading its start only when the extension does not tell. */
export async function importFormatOfFile(
  file: Pick<File, 'name' | 'slice'>,
): Promise<DialogImportFormat> {
  return formatByExtension(file.name) ?? formatByContent(await file.slice(0, 4096).text());
}
