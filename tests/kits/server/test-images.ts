import crypto from 'node:crypto';
import zlib from 'node:zlib';
import sharp from 'sharp';

/** Pictures made on the spot for upload tests, one per accepted type. */
export async function samplePng(width = 64, height = 48, colour = '#3366cc'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** A JPEG carrying EXIF an upload must not keep: an orientation (turned on its side) and an author. */
export async function sampleJpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 80, height: 40, channels: 3, background: '#aa3322' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Artist: 'Secret Photographer', Copyright: 'Leaky Camera Co.' } })
    .toBuffer();
}

export async function sampleWebp(): Promise<Buffer> {
  return sharp({ create: { width: 50, height: 50, channels: 4, background: '#22aa6680' } })
    .webp()
    .toBuffer();
}

/** Two different frames of 40 × 30 (identical frames would be merged by the encoder). */
export async function sampleAnimatedGif(): Promise<Buffer> {
  const width = 40;
  const frameHeight = 30;
  const pixels = Buffer.alloc(width * frameHeight * 2 * 4);
  for (let index = 0; index < width * frameHeight * 2; index += 1) {
    const second = index >= width * frameHeight;
    pixels.set(second ? [30, 60, 220, 255] : [255, 204, 0, 255], index * 4);
  }
  return sharp(pixels, {
    raw: { width, height: frameHeight * 2, channels: 4, pageHeight: frameHeight },
  })
    .gif({ delay: [100, 100] })
    .toBuffer();
}

/**
 * A valid PNG whose header claims `width` × `height` pixels while its data is a
 * few bytes: the decompression bomb an upload must refuse before decoding.
 */
export function pngClaiming(width: number, height = width): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A multipart/form-data body with one file, as a browser's FormData sends it;
 * `fields` (such as a format) come before the file.
 */
export function multipart(
  fileName: string,
  data: Buffer,
  contentType = 'application/octet-stream',
  fields: Record<string, string> = {},
): { payload: Buffer; contentType: string } {
  const boundary = `----loreweave${crypto.randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
