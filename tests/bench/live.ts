import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { benchPostgresUrl, benchServerEnv } from '../support/bench-env';
import { callApi, field, isOk } from '../support/http';
import { formatMs, Latencies } from '../support/latency';
import { residentMb } from '../support/load-test';
import { createScratchDatabase, postgresAnswers } from '../support/postgres';
import { startServer, type ServerProcess } from '../support/server-process';
import { livePath, serverMessage } from '../../src/shared/live/protocol';

/**
 * Live updates (issue 8): 50 WebSocket clients, each a different member, in
 * one world; one writer creates documents through the HTTP API, one at a time
 * with a short pause. Latency is taken per client and change, from the moment
 * the writer sent its request to the moment that client has the activity, so
 * it includes the write itself (shown on its own as "write"). "ack → client"
 * starts at the writer's answer instead; the server publishes right after the
 * commit, before it answers, so it is often near zero or below.
 *
 * Memory is the server process's resident set (/proc, Linux) before and after
 * the 50 clients connect. On SQLite and, when it answers, PostgreSQL; there
 * also with two instances, the writer on one and the clients on the other, so
 * every change crosses LISTEN/NOTIFY.
 */
const clientCount = Number(process.env['BENCH_LIVE_CLIENTS'] ?? 50);
const changes = Number(process.env['BENCH_LIVE_CHANGES'] ?? 150);
const pauseMs = 25;
const target = { p95: 250 };

interface Figures {
  write: Latencies;
  sentToClient: Latencies;
  ackToClient: Latencies;
  missing: number;
  rssBeforeMb: number;
  rssAfterMb: number;
}

export async function run(): Promise<void> {
  console.log(
    `${clientCount} clients, ${changes} changes, ${os.cpus().length} CPUs, load average ${load()}`,
  );
  const results: [string, Figures][] = [];
  results.push(['SQLite', await measure(undefined, false)]);
  if (await postgresAnswers(benchPostgresUrl)) {
    results.push(['PostgreSQL', await measure(benchPostgresUrl, false)]);
    results.push(['PostgreSQL, 2 instances', await measure(benchPostgresUrl, true)]);
  } else {
    console.log(`(PostgreSQL skipped: nothing answers at ${benchPostgresUrl})`);
  }

  console.log(
    `\n${''.padEnd(26)}${'write p50/p95'.padStart(18)}${'sent → client p50/p95'.padStart(26)}${'ack → client p50'.padStart(18)}   missing   server RSS before → after ${clientCount} clients`,
  );
  for (const [engine, figures] of results) {
    const pair = (latencies: Latencies) =>
      `${formatMs(latencies.percentile(50))} / ${formatMs(latencies.percentile(95))}`;
    console.log(
      `  ${engine.padEnd(24)}${pair(figures.write).padStart(18)}${pair(figures.sentToClient).padStart(26)}${formatMs(figures.ackToClient.percentile(50)).padStart(18)}   ${String(figures.missing).padStart(7)}   ${figures.rssBeforeMb.toFixed(0)} → ${figures.rssAfterMb.toFixed(0)} MB`,
    );
  }
  const worst = Math.max(...results.map(([, figures]) => figures.sentToClient.percentile(95)));
  console.log(
    `\nchange-to-client p95 target ≤ ${target.p95} ms: ${worst <= target.p95 ? 'met' : 'MISSED'} (worst ${formatMs(worst)}); load average at the end ${load()}`,
  );
}

async function measure(postgresUrl: string | undefined, twoInstances: boolean): Promise<Figures> {
  const scratch = postgresUrl ? await createScratchDatabase(postgresUrl, 'bench_live') : undefined;
  const dataDirs: string[] = [];
  const servers: ServerProcess[] = [];
  const start = async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loreweave-bench-live-'));
    dataDirs.push(dataDir);
    const server = await startServer({
      dataDir,
      env: {
        ...benchServerEnv(),
        LOG_LEVEL: 'warn',
        ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      },
    });
    servers.push(server);
    return server;
  };
  const sockets: WebSocket[] = [];
  try {
    const writeServer = await start();
    const liveServer = twoInstances ? await start() : writeServer;
    const { worldId, writerToken, memberTokens } = await prepareWorld(writeServer.url);
    const rssBeforeMb = rssMb(liveServer);

    const arrivals = new Map<string, number[]>();
    await Promise.all(
      memberTokens.map(async (token) => {
        const socket = await openSocket(liveServer.url);
        sockets.push(socket);
        socket.on('message', (data) => {
          const at = performance.now();
          const message = serverMessage.parse(JSON.parse(String(data)));
          if (message.type !== 'activities') return;
          for (const item of message.items) {
            const name = item.details['name'];
            if (typeof name === 'string') arrivals.set(name, [...(arrivals.get(name) ?? []), at]);
          }
        });
        await hello(socket, token, worldId);
      }),
    );
    await sleep(500);
    const rssAfterMb = rssMb(liveServer);

    const write = new Latencies();
    const sentToClient = new Latencies();
    const ackToClient = new Latencies();
    let missing = 0;
    const sent: { name: string; sentAt: number; ackAt: number }[] = [];
    for (let index = 0; index < changes; index++) {
      const name = `Live bench ${index}`;
      const sentAt = performance.now();
      const answer = await callApi(writeServer.url, 'POST', `/api/Setting/${worldId}/Documents`, {
        token: writerToken,
        body: { name, type: 'note', contents: { v: 1, doc: { type: 'doc', content: [] } } },
      });
      const ackAt = performance.now();
      if (!isOk(answer))
        throw new Error(`write ${index} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      write.add(ackAt - sentAt);
      sent.push({ name, sentAt, ackAt });
      await sleep(pauseMs);
    }
    await sleep(1000);
    for (const { name, sentAt, ackAt } of sent) {
      const times = arrivals.get(name) ?? [];
      missing += clientCount - times.length;
      for (const at of times) {
        sentToClient.add(at - sentAt);
        ackToClient.add(at - ackAt);
      }
    }
    return { write, sentToClient, ackToClient, missing, rssBeforeMb, rssAfterMb };
  } catch (error) {
    for (const server of servers) console.error(server.output());
    throw error;
  } finally {
    for (const socket of sockets) socket.terminate();
    for (const server of servers) await server.kill('SIGTERM');
    for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  }
}

/** A writer's world with `clientCount` members, each signed up (argon2 on the server: a few seconds). */
async function prepareWorld(
  url: string,
): Promise<{ worldId: string; writerToken: string; memberTokens: string[] }> {
  const signUp = async (name: string) => {
    const answer = await callApi(url, 'POST', '/api/Account/CreateAccount', {
      body: { userName: name, password: 'bench-password', emailAdress: `${name}@example.com` },
    });
    return { token: field(answer, 'token'), userName: name };
  };
  const writer = await signUp('live-writer');
  const world = await callApi(url, 'POST', '/api/Setting', {
    token: writer.token,
    body: { urlName: 'live-bench', name: 'Live bench' },
  });
  const worldId = field(world, 'id');
  const members: string[] = [];
  for (let index = 0; index < clientCount; index++) {
    const member = await signUp(`live-member-${index}`);
    const added = await callApi(url, 'POST', `/api/Setting/${worldId}/Members`, {
      token: writer.token,
      body: { userName: member.userName, role: 'viewer' },
    });
    if (!isOk(added)) throw new Error(`adding a member answered ${added.status}`);
    members.push(member.token);
  }
  return { worldId, writerToken: writer.token, memberTokens: members };
}

async function openSocket(baseUrl: string): Promise<WebSocket> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${livePath}`);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return socket;
}

async function hello(socket: WebSocket, token: string, worldId: string): Promise<void> {
  const ready = new Promise<void>((resolve, reject) => {
    const onMessage = (data: WebSocket.RawData) => {
      const message = serverMessage.parse(JSON.parse(String(data)));
      if (message.type === 'ready') {
        socket.off('message', onMessage);
        resolve();
      } else if (message.type === 'closed') {
        reject(new Error(`refused: ${message.code}`));
      }
    };
    socket.on('message', onMessage);
  });
  socket.send(JSON.stringify({ type: 'hello', token, worldId, after: null }));
  await ready;
}

const rssMb = (server: ServerProcess) => residentMb(server.child.pid);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
