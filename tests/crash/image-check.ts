import sharp from 'sharp';

/** What an image answer says about its files. */
export interface ShownImage {
  id: string;
  fullUrl: string;
  thumbUrl: string;
  width: number;
  height: number;
}

/**
 * "Uploads are whole": both files of an image the server shows are served in
 * full (as many bytes as announced) and decode to the end, the picture at
 * the size the row states and the thumbnail as WebP. Answers what is wrong.
 */
export async function imageFileProblems(baseUrl: string, image: ShownImage): Promise<string[]> {
  const problems: string[] = [];
  const files = [
    {
      label: 'file',
      url: image.fullUrl,
      size: { width: image.width, height: image.height },
      format: undefined,
    },
    { label: 'thumbnail', url: image.thumbUrl, size: undefined, format: 'webp' },
  ];
  for (const file of files) {
    const problem = await fileProblem(baseUrl, file.url, file.size, file.format);
    if (problem) problems.push(`image ${image.id} ${file.label}: ${problem}`);
  }
  return problems;
}

export async function fileProblem(
  baseUrl: string,
  url: string,
  size: { width: number; height: number } | undefined,
  format: string | undefined,
): Promise<string | undefined> {
  const response = await fetch(`${baseUrl}${url}`, { signal: AbortSignal.timeout(15_000) });
  if (response.status !== 200) return `answer ${response.status}`;
  const bytes = Buffer.from(await response.arrayBuffer());
  const announced = Number(response.headers.get('content-length'));
  if (bytes.length === 0 || bytes.length !== announced)
    return `${bytes.length} bytes served of ${announced} announced`;
  try {
    // A full decode, not just the header: a cut-off file fails here.
    const decoded = await sharp(bytes, { failOn: 'truncated' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const metadata = await sharp(bytes).metadata();
    if (format && metadata.format !== format)
      return `format ${metadata.format}, expected ${format}`;
    if (size && (decoded.info.width !== size.width || decoded.info.height !== size.height)) {
      return `${decoded.info.width}×${decoded.info.height} px, the row says ${size.width}×${size.height}`;
    }
  } catch (error) {
    return `does not decode: ${String(error)}`;
  }
  return undefined;
}
