import { SqliteDatabase } from '../../src/server/db/sqlite-driver';
import { callApi, isOk } from '../support/http';
import type { Random } from '../../scripts/generate/random';
import type { Account, Ledger, World } from './ledger';
import { inParallel, verifyEntities, verifyListedImages } from './verify-content';
import { verifyCoEdits } from './verify-co-edits';

interface ListedWorld {
  id: string;
  name: string;
}
interface ListedMember {
  userName: string;
  role: string;
}

/**
 * Which records a pass checks: after a kill, those the round wrote (or tried
 * to) and a random sample of older ones, which keeps a round cheap; at the
 * end, everything.
 */
export type Scope = { everything: true } | { everything: false; sample: number; random: Random };

function inScope<T extends { round: number }>(
  items: readonly T[],
  round: number,
  scope: Scope,
): T[] {
  if (scope.everything) return [...items];
  const recent = items.filter((item) => item.round === round);
  const older = items.filter((item) => item.round !== round);
  const sample = new Set<T>();
  for (
    let tries = 0;
    sample.size < Math.min(scope.sample, older.length) && tries < scope.sample * 4;
    tries++
  ) {
    sample.add(scope.random.pick(older));
  }
  return [...recent, ...sample];
}

/**
 * Checks acknowledged writes against the restarted server and returns the
 * losses. Writes that were in flight at the crash are settled to what the
 * server shows, so the next round starts from the truth.
 */
export async function verifyLedger(
  baseUrl: string,
  ledger: Ledger,
  round: number,
  scope: Scope,
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

  const worlds = inScope(ledger.worlds, round, scope);
  await verifyWorlds(
    baseUrl,
    ledger,
    worlds,
    [...newAccounts, ...inScope(ledger.accounts, round, scope)],
    lose,
  );
  await verifyEntities(baseUrl, ledger, inScope(ledger.entities, round, scope), lose);
  const uploaded = ledger.worlds.filter(
    (world) =>
      world.content.uploadRound === round || (scope.everything && world.content.images.length),
  );
  await verifyListedImages(baseUrl, ledger, uploaded, lose);
  await verifyCoEdits(baseUrl, inScope(ledger.coEdited, round, scope), lose);
  return losses;
}

/** Each world is seen by its owner and its members under its acknowledged name; the member list holds them. */
async function verifyWorlds(
  baseUrl: string,
  ledger: Ledger,
  worlds: readonly World[],
  sessions: readonly Account[],
  lose: (loss: string) => void,
): Promise<void> {
  const byName = new Map(ledger.accounts.map((account) => [account.userName, account]));
  const seers = new Set<Account>(sessions);
  for (const world of worlds) {
    seers.add(world.owner);
    for (const userName of world.members) seers.add(byName.get(userName) as Account);
  }
  const listed = new Map<Account, Map<string, ListedWorld>>();
  await inParallel([...seers], async (account) => {
    const answer = await callApi(baseUrl, 'GET', '/api/Setting', { token: account.token });
    if (!isOk(answer)) return lose(`session of ${account.userName}`);
    const seen = answer.body as ListedWorld[];
    listed.set(account, new Map(seen.map((world) => [world.id, world])));
  });

  for (const world of worlds) {
    const seenBy = [
      world.owner,
      ...[...world.members].map((userName) => byName.get(userName) as Account),
    ];
    for (const account of seenBy) {
      if (!listed.has(account)) continue; // already counted as a lost session
      const seen = listed.get(account)?.get(world.id);
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

  await inParallel(worlds, async (world) => {
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
