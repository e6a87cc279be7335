import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, startServer } from '../support/server-process';
import { createScratchDatabase } from '../support/postgres';
import { Random } from '../../scripts/generate/random';
import { acknowledgedTotal, emptyLedger, WriteClient } from './workload';
import { sqliteProblems, verifyLedger } from './verify';

/**
 * Kills the real server with SIGKILL in the middle of a stream of writes,
 * restarts it on the same data, and checks that every write it acknowledged
 * is still there and that the SQLite file is sound. CRASH_ROUNDS sets the
 * number of kills (10 by default), CRASH_SEED replays a run.
 */
const rounds = Number(process.env['CRASH_ROUNDS'] ?? 10);
const seed = Number(process.env['CRASH_SEED'] ?? crypto.randomInt(1, 2 ** 31));
const postgresUrl = process.env['TEST_DATABASE_URL'] || undefined;
const clientCount = 6;
const killWindowMs = [100, 700] as const;

interface Target {
  label: string;
  env: Record<string, string>;
  /** Checked after every kill; undefined on PostgreSQL, which is not the process we kill. */
  sqliteFile: string | undefined;
  cleanup(): Promise<void>;
}

async function crashRounds(target: Target, dataDir: string) {
  const ledger = emptyLedger();
  const clients = Array.from(
    { length: clientCount },
    (_, i) => new WriteClient(`c${i}`, ledger, new Random(seed + i)),
  );
  const timing = new Random(seed * 7 + 1);
  const losses: string[] = [];
  const integrity: string[] = [];
  const env = {
    JWT_SECRET: 'crash-test-secret-0123456789abcdefghij',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    ...target.env,
  };
  const port = await freePort();
  let server = await startServer({ dataDir, port, env });
  try {
    await Promise.all(clients.map((client) => client.prepare(server.url)));
    for (let round = 1; round <= rounds; round++) {
      let stopped = false;
      const writing = clients.map((client) => client.run(server.url, round, () => stopped));
      await new Promise((resolve) => setTimeout(resolve, timing.int(...killWindowMs)));
      await server.kill('SIGKILL');
      stopped = true;
      await Promise.all(writing);
      if (target.sqliteFile)
        integrity.push(...sqliteProblems(target.sqliteFile).map((p) => `round ${round}: ${p}`));
      server = await startServer({ dataDir, port, env });
      losses.push(
        ...(await verifyLedger(server.url, ledger, round)).map((loss) => `round ${round}: ${loss}`),
      );
    }
  } finally {
    await server.kill('SIGTERM');
  }
  if (target.sqliteFile)
    integrity.push(...sqliteProblems(target.sqliteFile).map((p) => `after shutdown: ${p}`));
  const a = ledger.acknowledged;
  console.log(
    `crash (${target.label}, seed ${seed}): ${rounds} rounds, ${acknowledgedTotal(ledger)} acknowledged writes ` +
      `(${a.accounts} accounts, ${a.worlds} worlds, ${a.members} members, ${a.renames} renames), ` +
      `${losses.length} losses, integrity ${target.sqliteFile ? (integrity.length ? 'FAILED' : 'ok') : 'not checked (PostgreSQL)'}`,
  );
  return { ledger, losses, integrity };
}

function sqliteTarget(dataDir: string): Target {
  const cleanup = async () => undefined;
  return { label: 'SQLite', env: {}, sqliteFile: path.join(dataDir, 'loreweave.sqlite'), cleanup };
}

/** A fresh database on the PostgreSQL server of TEST_DATABASE_URL, dropped afterwards. */
async function postgresTarget(url: string): Promise<Target> {
  const scratch = await createScratchDatabase(url, 'crash');
  return {
    label: 'PostgreSQL',
    env: { DATABASE_URL: scratch.url },
    sqliteFile: undefined,
    cleanup: scratch.drop,
  };
}

async function expectNoLoss(
  makeTarget: (dataDir: string) => Promise<Target> | Target,
): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loreweave-crash-'));
  const target = await makeTarget(dataDir);
  try {
    const { ledger, losses, integrity } = await crashRounds(target, dataDir);
    expect(ledger.unexpected, 'writes refused while the server was up').toEqual([]);
    expect(losses, 'acknowledged writes missing after a restart').toEqual([]);
    expect(integrity, 'SQLite integrity').toEqual([]);
    expect(acknowledgedTotal(ledger)).toBeGreaterThan(rounds);
  } finally {
    await target.cleanup();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const timeout = 60_000 + rounds * 15_000;

describe('killing the server mid-write (SIGKILL) loses no acknowledged write', () => {
  it('on SQLite', () => expectNoLoss(sqliteTarget), timeout);
  it.runIf(postgresUrl)(
    'on PostgreSQL (TEST_DATABASE_URL)',
    () => expectNoLoss(() => postgresTarget(postgresUrl ?? '')),
    timeout,
  );
});
