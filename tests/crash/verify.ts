import SqliteDatabase from 'better-sqlite3';
import { callApi, isOk } from '../support/http';
import type { Account, Ledger } from './workload';

interface ListedWorld {
  id: string;
  name: string;
}
interface ListedMember {
  userName: string;
  role: string;
}

/**
 * Checks every acknowledged write against the restarted server and returns the
 * losses. Writes that were in flight at the crash are settled to what the
 * server shows, so the next round starts from the truth.
 */
export async function verifyLedger(
  baseUrl: string,
  ledger: Ledger,
  round: number,
): Promise<string[]> {
  // A lost write shows in several views and in every later round; each is reported once.
  const losses: string[] = [];
  const lose = (loss: string) => {
    if (ledger.lost.has(loss)) return;
    ledger.lost.add(loss);
    losses.push(loss);
  };
  const newAccounts = ledger.accounts.filter((account) => account.round === round);
  await inParallel(newAccounts, async (account) => {
    const answer = await callApi(baseUrl, 'POST', '/api/Account/TryLogin', {
      body: { userNameOrMail: account.userName, password: account.password },
    });
    if (!isOk(answer)) lose(`account ${account.userName} cannot sign in`);
  });

  const listed = new Map<Account, Map<string, ListedWorld>>();
  await inParallel(ledger.accounts, async (account) => {
    const answer = await callApi(baseUrl, 'GET', '/api/Setting', { token: account.token });
    if (!isOk(answer)) return lose(`session of ${account.userName}`);
    const worlds = answer.body as ListedWorld[];
    listed.set(account, new Map(worlds.map((world) => [world.id, world])));
  });

  for (const world of ledger.worlds) {
    const seenBy = [
      world.owner,
      ...ledger.accounts.filter((account) => world.members.has(account.userName)),
    ];
    for (const account of seenBy) {
      const worlds = listed.get(account);
      if (!worlds) continue; // already counted as a lost session
      const seen = worlds.get(world.id);
      if (!seen) {
        lose(
          account === world.owner
            ? `world ${world.urlName}`
            : `member ${account.userName} of ${world.urlName}`,
        );
      } else if (seen.name !== world.name && seen.name !== world.maybeName) {
        lose(`rename of ${world.urlName} to "${world.name}" (found "${seen.name}")`);
      }
    }
    const shown = listed.get(world.owner)?.get(world.id);
    if (shown) world.name = shown.name;
    world.maybeName = undefined;
  }

  await inParallel(ledger.worlds, async (world) => {
    const answer = await callApi(baseUrl, 'GET', `/api/Setting/${world.id}/Members`, {
      token: world.owner.token,
    });
    if (!isOk(answer)) return lose(`members of ${world.urlName} (answer ${answer.status})`);
    const members = answer.body as ListedMember[];
    const present = new Set(members.map((member) => member.userName));
    for (const userName of world.members) {
      if (!present.has(userName)) lose(`member ${userName} of ${world.urlName}`);
    }
    const owner = members.find((member) => member.userName === world.owner.userName);
    if (owner?.role !== 'owner') lose(`owner of ${world.urlName}`);
    world.members = new Set([...present].filter((userName) => userName !== world.owner.userName));
    world.maybeMembers.clear();
  });
  return losses;
}

/** `PRAGMA integrity_check` and `foreign_key_check` on a stopped server's database file. */
export function sqliteProblems(file: string): string[] {
  const sqlite = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = sqlite.pragma('integrity_check') as { integrity_check: string }[];
    const problems = integrity
      .map((row) => row.integrity_check)
      .filter((result) => result !== 'ok');
    const foreignKeys = sqlite.pragma('foreign_key_check') as unknown[];
    if (foreignKeys.length > 0) problems.push(`${foreignKeys.length} foreign key violations`);
    return problems;
  } finally {
    sqlite.close();
  }
}

async function inParallel<T>(
  items: readonly T[],
  work: (item: T) => Promise<void>,
  width = 8,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
}
