import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { Random } from '../../scripts/generate/random';
import { can } from '../../src/shared/permissions';
import { benchPostgresUrl, benchServerEnv } from '../support/bench-env';
import { cpuMillis, residentMb } from '../support/load-test';
import { createScratchDatabase, postgresAnswers } from '../support/postgres';
import { startServer } from '../support/server-process';
import { readActions } from './load/actions-read';
import { writeActions } from './load/actions-write';
import { storyActions } from './load/actions-stories';
import { imageActions, makePictures, type Picture } from './load/actions-images';
import { printErrors, printRoutes, printTotals, type RunFigures } from './load/report';
import { prepareWorlds, seeded, teamSize } from './load/setup';
import { ActionFailed, Traffic } from './load/traffic';
import { LoadUser, newCounters, type Action, type Counters } from './load/user';

/**
 * A team's day under load: BENCH_LOAD_USERS (200) people in worlds of 25
 * (owner, 7 writers, 4 artists, 13 viewers), signed up beforehand, working
 * for BENCH_LOAD_SECONDS (60): signing in again now and then, opening
 * pages, reading, searching, and, as their role allows, editing
 * documents, events, scenes, dialogs, images, relations, tags and to-dos,
 * thinking 0.5–3 s between actions. On the real server process, on SQLite
 * and on PostgreSQL (a scratch database). BENCH_LOAD_SEED (1) makes the
 * run's choices and content; the same seed makes the same day.
 * BENCH_LOAD_ENGINES (sqlite,postgres) picks the databases; BENCH_LOAD_THINK_MS
 * (500-3000) the pause between actions, BENCH_LOAD_WRITE_FACTOR (1) multiplies
 * the weight of every write: both for stress runs, not a day.
 *
 * Fails when any request errs (a 5xx, no answer, or a 4xx the action did not
 * expect); a 409 from a concurrent edit and a 404 for something another user
 * deleted during the run are expected and counted apart.
 */
const userCount = Number(process.env['BENCH_LOAD_USERS'] ?? 200);
const seconds = Number(process.env['BENCH_LOAD_SECONDS'] ?? 60);
const seed = Number(process.env['BENCH_LOAD_SEED'] ?? 1);
const engines = (process.env['BENCH_LOAD_ENGINES'] ?? 'sqlite,postgres').split(',');
const [thinkMin, thinkMax] = (process.env['BENCH_LOAD_THINK_MS'] ?? '500-3000')
  .split('-')
  .map(Number);
const think = { min: thinkMin ?? 500, max: thinkMax ?? 3000 };
const writeFactor = Number(process.env['BENCH_LOAD_WRITE_FACTOR'] ?? 1);
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

export async function run(): Promise<void> {
  const env = benchServerEnv();
  console.log(
    `${userCount} users in worlds of ${teamSize}, ${seconds} s, think ${think.min}–${think.max} ms, writes ×${writeFactor}, seed ${seed}; ` +
      `each world: ${seeded.documents} documents, ${seeded.events} events, ${seeded.relations} relations, ${seeded.images} images (generated) ` +
      `+ 2 stories, 3 dialogs, 6 to-dos; server LOG_LEVEL=info (its request log gives the server's own time), AUTH_RATE_LIMIT_PER_MINUTE=${env['AUTH_RATE_LIMIT_PER_MINUTE']} ` +
      `(every user signs in from 127.0.0.1); ${os.cpus().length} CPUs, load average ${load()}`,
  );
  const pictures = await makePictures();
  const results: RunFigures[] = [];
  if (engines.includes('sqlite')) results.push(await runOn('SQLite', undefined, pictures));
  if (engines.includes('postgres')) results.push(...(await onPostgres(pictures)));
  for (const figures of results) printRoutes(figures);
  printTotals(results);
  console.log(
    "server CPU and RSS are the server process alone (PostgreSQL's own processes not counted)",
  );
  for (const figures of results) printErrors(figures);
  const errors = results.reduce((sum, figures) => sum + figures.traffic.errors.length, 0);
  if (errors > 0) throw new Error(`load: ${errors} errors (listed above)`);
}

async function onPostgres(pictures: Picture[]): Promise<RunFigures[]> {
  if (!(await postgresAnswers(benchPostgresUrl))) {
    console.log(`(PostgreSQL skipped: nothing answers at ${benchPostgresUrl})`);
    return [];
  }
  const scratch = await createScratchDatabase(benchPostgresUrl, 'bench_load');
  try {
    return [await runOn('PostgreSQL', scratch.url, pictures)];
  } finally {
    await scratch.drop();
  }
}

async function runOn(
  engine: string,
  databaseUrl: string | undefined,
  pictures: Picture[],
): Promise<RunFigures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loreweave-bench-load-'));
  const env = {
    ...benchServerEnv(),
    LOG_LEVEL: 'info',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const server = await startServer({ dataDir, env, captureStdout: true });
  try {
    const traffic = new Traffic(server.url);
    if (server.child.stdout)
      readline
        .createInterface({ input: server.child.stdout })
        .on('line', (line) => traffic.serverLogLine(line));
    const setupStarted = performance.now();
    const worlds = await prepareWorlds(traffic, { dataDir, databaseUrl }, userCount, seed);
    console.log(
      `${engine}: ${worlds.length} worlds ready in ${((performance.now() - setupStarted) / 1000).toFixed(0)} s; load average ${load()}`,
    );

    const counters = newCounters();
    const writes = [...writeActions, ...storyActions, ...imageActions(pictures)].map((action) => ({
      ...action,
      weight: action.weight * writeFactor,
    }));
    const actions = [...readActions, ...writes];
    const users = worlds.flatMap((world) =>
      world.members.map(
        (member, index) =>
          new LoadUser(
            member,
            world,
            new Random(seed * 100_000 + world.index * 1000 + index),
            traffic,
            counters,
          ),
      ),
    );
    const pid = server.child.pid;
    const rss = { start: residentMb(pid), peak: residentMb(pid), end: 0 };
    const sampler = setInterval(() => (rss.peak = Math.max(rss.peak, residentMb(pid))), 1000);
    const loadAtStart = load();
    traffic.recording = true;
    const cpuBefore = cpuMillis(pid);
    const clientCpuBefore = process.cpuUsage();
    const started = performance.now();
    const deadline = Date.now() + seconds * 1000;
    await Promise.all(
      users.map((user) => workDay(user, actionsFor(user, actions), traffic, deadline)),
    );
    const elapsed = (performance.now() - started) / 1000;
    const cpuAfter = cpuMillis(pid);
    const clientCpu = process.cpuUsage(clientCpuBefore);
    traffic.recording = false;
    clearInterval(sampler);
    rss.end = residentMb(pid);
    const cpuMs =
      cpuBefore !== undefined && cpuAfter !== undefined ? cpuAfter - cpuBefore : undefined;
    const clientCpuMs = (clientCpu.user + clientCpu.system) / 1000;
    return {
      engine,
      traffic,
      counters,
      seconds: elapsed,
      cpuMs,
      clientCpuMs,
      rssMb: rss,
      loadAverage: { start: loadAtStart, end: load() },
    };
  } catch (error) {
    console.error(server.output());
    throw error;
  } finally {
    await server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** What this user's role lets them do, each with its weight. */
function actionsFor(user: LoadUser, actions: Action[]): Action[] {
  const role = user.member.role;
  return actions.filter(
    (action) =>
      (!action.needs || can(role, action.needs)) &&
      (!action.onlyRoles || action.onlyRoles.includes(role)),
  );
}

/** Acts and thinks until the deadline; an action that failed is counted and the next one begins. */
async function workDay(
  user: LoadUser,
  actions: Action[],
  traffic: Traffic,
  deadline: number,
): Promise<void> {
  const total = actions.reduce((sum, action) => sum + action.weight, 0);
  await user.pause(0, think.max);
  while (Date.now() < deadline) {
    let draw = user.random.next() * total;
    const action = actions.find((candidate) => (draw -= candidate.weight) < 0) ?? actions[0]!;
    await act(user, traffic, action.name, () => action.run(user));
    await user.pause(think.min, think.max);
  }
}

async function act(
  user: LoadUser,
  traffic: Traffic,
  name: string,
  work: () => Promise<void>,
): Promise<void> {
  count(user.counters, name);
  try {
    await work();
  } catch (error) {
    if (!(error instanceof ActionFailed)) traffic.benchError(name, error);
  }
}

function count(counters: Counters, name: string): void {
  counters.actions.set(name, (counters.actions.get(name) ?? 0) + 1);
}
