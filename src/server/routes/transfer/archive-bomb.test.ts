import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../../../../tests/support/server-process';
import { unzip, zip } from '../../../../tests/kits/server/archive-test-support';

/**
 * Archive bombs against the real server process: a world archive whose one
 * JSON entry inflates from ~100 KB to ~100 MB. Each import must be refused
 * with a 4xx in the SPEC §8 body naming the entry, while /api/health keeps
 * answering, the process's memory stays bounded and nothing is created.
 * The figures are printed; the limits asserted are the acceptance limits
 * (a refusal in 20 s, health within 1 s, peak RSS within 1 GB), far above
 * what a sound reader needs, so a slow machine does not fail them.
 */
const bombBytes = 100 * 1024 * 1024;
const limits = { answerMs: 20_000, healthMs: 1_000, peakRssMb: 1_024 };

let server: ServerProcess;
let dataDir: string;
let token: string;
let exported: Map<string, Buffer>;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loreweave-bomb-'));
  server = await startServer({ dataDir });
  const account = await call('POST', '/api/Account/CreateAccount', {
    userName: 'bomber',
    password: 'correct-horse',
    emailAdress: 'bomber@example.com',
  });
  token = (account.body as { token: string }).token;
  const world = await call('POST', '/api/Setting', { urlName: 'target', name: 'Target' });
  const worldId = (world.body as { id: string }).id;
  const archive = await fetch(`${server.url}/api/Setting/${worldId}/Export`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(archive.status).toBe(200);
  exported = await unzip(Buffer.from(await archive.arrayBuffer()));
}, 90_000);

afterAll(async () => {
  await server?.kill('SIGKILL');
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function call(method: string, url: string, body?: unknown) {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** `prefix`, then `unit` repeated to about `bytes`, then `suffix`: ~100 MB that deflates to ~100 KB. */
function repeated(prefix: string, unit: string, bytes: number, suffix: string): Buffer {
  const count = Math.floor(bytes / unit.length);
  const data = Buffer.alloc(prefix.length + count * unit.length + suffix.length);
  data.write(prefix, 0);
  data.fill(unit, prefix.length, prefix.length + count * unit.length);
  data.write(suffix, prefix.length + count * unit.length);
  return data;
}

const documentRow = (contents: string, description = '""') =>
  `[{"id":"d1","name":"Bomb","type":"note","description":${description},"contents":${contents},` +
  `"tags":[],"version":1,"markdown":"documents/Bomb.md","createdBy":null,"updatedBy":null,` +
  `"createdAt":"2026-01-01T00:00:00.000Z","updatedAt":"2026-01-01T00:00:00.000Z"}]`;

const bombs: [string, string, () => Buffer][] = [
  [
    'the tags replaced by [[],[],…]',
    'data/tags.json',
    () => repeated('[', '[],', bombBytes, '[]]'),
  ],
  [
    "one document's contents holding [[],[],…]",
    'data/documents.json',
    () => {
      const [head, tail] = documentRow('{"v":1,"doc":{"type":"doc","content":[@]}}').split('@');
      return repeated(`${head}`, '[],', bombBytes, `[]${tail}`);
    },
  ],
  [
    'a million valid tags',
    'data/tags.json',
    () =>
      repeated(
        '[',
        '{"id":"t","name":"n","previewable":false,"createdAt":"2026-01-01T00:00:00.000Z"},',
        bombBytes,
        '{"id":"t","name":"n","previewable":false,"createdAt":"2026-01-01T00:00:00.000Z"}]',
      ),
  ],
  [
    'arrays nested fifty million deep',
    'data/events.json',
    () => {
      const half = bombBytes / 2;
      return Buffer.concat([Buffer.alloc(half, '['), Buffer.alloc(half, ']')]);
    },
  ],
  [
    "a document's description of 100 MB",
    'data/documents.json',
    () => {
      const [head, tail] = documentRow('{"v":1,"doc":{"type":"doc"}}', '"@"').split('@');
      return repeated(`${head}`, 'lorem ipsum ', bombBytes, `${tail}`);
    },
  ],
];

/** The process's peak resident memory since the last reset, in MB (Linux). */
function peakRssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

/** Starts the peak over (writing 5 to clear_refs resets VmHWM); where that is refused, the peak is the process's whole life. */
function resetPeakRss(pid: number): void {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    // the lifetime peak bounds it as well
  }
}

/** Asks /api/health one request after another until stopped; answers the slowest answer's time. */
function watchHealth(): { stop(): Promise<{ worstMs: number; answers: number }> } {
  let running = true;
  let worstMs = 0;
  let answers = 0;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(`${server.url}/api/health`, {
        signal: AbortSignal.timeout(60_000),
      }).catch(() => null);
      worstMs = Math.max(worstMs, performance.now() - started);
      if (response?.status === 200) answers += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { worstMs, answers };
    },
  };
}

/** The worlds the user sees, and the world folders of pictures on disk. */
async function made(): Promise<{ worlds: number; pictureFolders: number }> {
  const list = await call('GET', '/api/Setting');
  const images = path.join(dataDir, 'images');
  return {
    worlds: (list.body as unknown[]).length,
    pictureFolders: fs.existsSync(images) ? fs.readdirSync(images).length : 0,
  };
}

describe('an archive bomb against the real server', () => {
  it.each(bombs)(
    'refuses %s (%s) with a 4xx, answering others meanwhile, within 1 GB',
    async (label, entry, make) => {
      const files = new Map<string, Buffer | string>(exported);
      files.set(entry, make());
      const archive = await zip(files);
      files.clear();
      expect(archive.length).toBeLessThan(2 * 1024 * 1024);
      const before = await made();
      const pid = server.child.pid!;
      resetPeakRss(pid);
      const health = watchHealth();

      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(archive)]), 'world.zip');
      const started = performance.now();
      const response = await fetch(`${server.url}/api/Setting/Import`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, lang: 'en' },
        body: form,
        signal: AbortSignal.timeout(120_000),
      }).catch((error: unknown) => error as Error);
      const answerMs = performance.now() - started;
      const { worstMs, answers } = await health.stop();
      const peak = peakRssMb(pid);
      const body =
        response instanceof Response ? ((await response.json()) as unknown) : String(response);
      console.log(
        `[archive bomb] ${label}: ${(archive.length / 1024).toFixed(0)} KB zipped, ` +
          `${(bombBytes / 1024 ** 2).toFixed(0)} MB inflated; answered ` +
          `${response instanceof Response ? response.status : 'nothing'} in ${answerMs.toFixed(0)} ms; ` +
          `/api/health worst ${worstMs.toFixed(0)} ms over ${answers} answers; ` +
          `server peak RSS ${peak.toFixed(0)} MB; ${JSON.stringify(body)}`,
      );

      expect(response, server.output()).toBeInstanceOf(Response);
      const status = (response as Response).status;
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      const message = (body as { Exceptions: { Code: string; Message: string }[] }).Exceptions[0]
        ?.Message;
      expect(message).toContain(entry);
      expect(answerMs).toBeLessThan(limits.answerMs);
      expect(worstMs).toBeLessThan(limits.healthMs);
      expect(peak).toBeLessThan(limits.peakRssMb);
      expect(await made()).toEqual(before);
    },
    180_000,
  );
});
