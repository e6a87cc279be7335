import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { benchServerEnv } from '../support/bench-env';
import { formatMs, Latencies, timed } from '../support/latency';
import { startServer } from '../support/server-process';
import { imageUploadLimits } from '../../src/shared/schemas/image';

/**
 * Image uploads (issue 6): 100 pictures of about 2 MB each (70 camera-like
 * JPEGs of 2600 × 1700, 30 PNGs of 1000 × 700, all distinct) posted to the
 * real server as an `<input type=file>` would, one at a time and then four
 * at a time. Each upload is sniffed, checked, re-encoded without metadata,
 * thumbnailed and written (fsync, rename) before its row commits, so the
 * latency is the whole pipeline. The thumbnail alone is timed in-process on
 * the same files, with sharp as the server uses it.
 */
const count = Number(process.env['BENCH_IMAGES'] ?? 100);

export async function run(): Promise<void> {
  console.log(
    `${count} images; ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((v) => v.toFixed(1))
      .join(' ')}`,
  );
  const files = await makeFiles(count);
  const totalBytes = files.reduce((sum, file) => sum + file.data.length, 0);
  console.log(
    `made ${files.length} files, ${(totalBytes / files.length / 1e6).toFixed(2)} MB on average`,
  );

  const thumbnails = new Latencies();
  for (const file of files) {
    await timed(thumbnails, () =>
      sharp(file.data, { autoOrient: true })
        .resize(imageUploadLimits.thumbnailSize, imageUploadLimits.thumbnailSize, {
          fit: 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: 80 })
        .toBuffer(),
    );
  }

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loreweave-bench-images-'));
  const server = await startServer({ dataDir, env: { ...benchServerEnv(), LOG_LEVEL: 'warn' } });
  try {
    const token = await signUp(server.url);
    const sequential = await uploadAll(
      server.url,
      token,
      await newWorld(server.url, token, 'bench-images-1'),
      files,
      1,
    );
    const parallel = await uploadAll(
      server.url,
      token,
      await newWorld(server.url, token, 'bench-images-4'),
      files,
      4,
    );
    const rate = (result: UploadRun) =>
      `${(files.length / (result.wallMs / 1000)).toFixed(1)} images/s, ${(totalBytes / 1e6 / (result.wallMs / 1000)).toFixed(1)} MB/s`;
    console.log(`\n${'uploads'.padEnd(34)}calls      p50      p95   throughput`);
    for (const [label, result] of [
      ['one at a time', sequential],
      ['four at a time', parallel],
    ] as const) {
      console.log(
        `  ${label.padEnd(32)}${String(result.latencies.count).padStart(5)}${formatMs(result.latencies.percentile(50)).padStart(9)}${formatMs(result.latencies.percentile(95)).padStart(9)}   ${rate(result)}`,
      );
    }
    console.log(
      `  ${'thumbnail alone (in-process)'.padEnd(32)}${String(thumbnails.count).padStart(5)}${formatMs(thumbnails.percentile(50)).padStart(9)}${formatMs(thumbnails.percentile(95)).padStart(9)}`,
    );
    const stored = fs
      .readdirSync(path.join(dataDir, 'images'))
      .flatMap((world) => fs.readdirSync(path.join(dataDir, 'images', world)));
    console.log(
      `  files stored: ${stored.length} (${files.length * 4} expected: picture and thumbnail of each, in both runs)`,
    );
  } catch (error) {
    console.error(server.output());
    throw error;
  } finally {
    await server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

interface BenchFile {
  name: string;
  data: Buffer;
}

async function makeFiles(total: number): Promise<BenchFile[]> {
  const files: BenchFile[] = [];
  for (let index = 0; index < total; index++) {
    const mean = 60 + ((index * 37) % 140);
    const png = index % 10 >= 7;
    const size = png
      ? { width: 1000, height: 700, sigma: 30 }
      : { width: 2600, height: 1700, sigma: 25 };
    const picture = sharp({
      create: {
        width: size.width,
        height: size.height,
        channels: 3,
        background: '#000000',
        noise: { type: 'gaussian', mean, sigma: size.sigma },
      },
    });
    files.push({
      name: `photo-${index}.${png ? 'png' : 'jpg'}`,
      data: png ? await picture.png().toBuffer() : await picture.jpeg({ quality: 86 }).toBuffer(),
    });
  }
  return files;
}

interface UploadRun {
  latencies: Latencies;
  wallMs: number;
}

async function uploadAll(
  baseUrl: string,
  token: string,
  worldId: string,
  files: BenchFile[],
  concurrency: number,
): Promise<UploadRun> {
  const latencies = new Latencies();
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++];
      if (!file) break;
      await timed(latencies, async () => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(file.data)]), file.name);
        const response = await fetch(`${baseUrl}/api/Images/Upload`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            WorldId: worldId,
            DocumentId: '',
            CategoryId: '',
          },
          body: form,
        });
        if (response.status !== 200)
          throw new Error(`upload answered ${response.status}: ${await response.text()}`);
        await response.arrayBuffer();
      });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { latencies, wallMs: performance.now() - started };
}

async function signUp(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/Account/CreateAccount`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      userName: 'bench-artist',
      password: 'bench-password',
      emailAdress: 'bench-artist@example.com',
    }),
  });
  const body = (await response.json()) as { token: string };
  return body.token;
}

async function newWorld(baseUrl: string, token: string, urlName: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/Setting`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ urlName, name: urlName }),
  });
  const body = (await response.json()) as { id: string };
  return body.id;
}
