import { callApi, field, isOk, type JsonAnswer } from '../support/http';
import type { Random } from '../../scripts/generate/random';

/**
 * What the clients were told was written. A write counts once its 2xx answer
 * arrived in full; a write in flight when the server died may or may not have
 * landed, so it is kept as "maybe" and settled by what the restarted server shows.
 */
export interface Account {
  userName: string;
  password: string;
  token: string;
  round: number;
}

export interface World {
  id: string;
  urlName: string;
  owner: Account;
  name: string;
  maybeName: string | undefined;
  /** User names of acknowledged members besides the owner. */
  members: Set<string>;
  maybeMembers: Set<string>;
}

export interface Ledger {
  accounts: Account[];
  worlds: World[];
  acknowledged: { accounts: number; worlds: number; members: number; renames: number };
  /** Every loss found so far, each reported once. */
  lost: Set<string>;
  /** 4xx/5xx answers to writes that should have succeeded: a bug even without a crash. */
  unexpected: string[];
}

export function emptyLedger(): Ledger {
  return {
    accounts: [],
    worlds: [],
    acknowledged: { accounts: 0, worlds: 0, members: 0, renames: 0 },
    lost: new Set(),
    unexpected: [],
  };
}

export function acknowledgedTotal(ledger: Ledger): number {
  const a = ledger.acknowledged;
  return a.accounts + a.worlds + a.members + a.renames;
}

const memberRoles = ['viewer', 'artist', 'writer'] as const;

/** One client: a loop of writes against `baseUrl` until `stopped()` says so. */
export class WriteClient {
  private readonly mine: Account[] = [];
  private readonly myWorlds: World[] = [];
  private counter = 0;

  constructor(
    private readonly name: string,
    private readonly ledger: Ledger,
    private readonly random: Random,
  ) {}

  /**
   * One account before the first kill: hashing a password takes long on a
   * busy machine, and a client without an account can write nothing else.
   */
  async prepare(baseUrl: string): Promise<void> {
    for (let attempt = 1; this.mine.length === 0; attempt++) {
      if (attempt > 3)
        throw new Error(
          `Client ${this.name} could not create an account: ${this.ledger.unexpected.join('; ')}`,
        );
      await this.createAccount(baseUrl, 1);
    }
  }

  async run(baseUrl: string, round: number, stopped: () => boolean): Promise<void> {
    while (!stopped()) {
      try {
        await this.step(baseUrl, round);
      } catch {
        // No answer: the server is gone. The write stays "maybe".
        return;
      }
    }
  }

  /** One write, chosen at random; a client only touches the accounts and worlds it made. */
  private async step(baseUrl: string, round: number): Promise<void> {
    const roll = this.random.next();
    const owner = this.mine.length > 0 ? this.random.pick(this.mine) : undefined;
    if (!owner || roll < 0.15) return this.createAccount(baseUrl, round);
    if (this.myWorlds.length === 0 || roll < 0.4) return this.createWorld(baseUrl, owner);
    const world = this.random.pick(this.myWorlds);
    if (roll < 0.7) return this.addMember(baseUrl, world);
    return this.rename(baseUrl, world);
  }

  private unique(prefix: string): string {
    return `${prefix}${this.name}${(this.counter++).toString(36)}${this.random.hex(4)}`;
  }

  private async createAccount(baseUrl: string, round: number): Promise<void> {
    const userName = this.unique('u');
    const password = `pw-${this.random.hex(12)}`;
    const body = { userName, password, emailAdress: `${userName}@crash.test` };
    const answer = await callApi(baseUrl, 'POST', '/api/Account/CreateAccount', { body });
    if (!this.accepted(answer, `create account ${userName}`)) return;
    const account = { userName, password, token: field(answer, 'token'), round };
    this.mine.push(account);
    this.ledger.accounts.push(account);
    this.ledger.acknowledged.accounts++;
  }

  private async createWorld(baseUrl: string, owner: Account): Promise<void> {
    const urlName = this.unique('w');
    const name = `World ${urlName}`;
    const answer = await callApi(baseUrl, 'POST', '/api/Setting', {
      token: owner.token,
      body: { urlName, name, description: 'crash test' },
    });
    if (!this.accepted(answer, `create world ${urlName}`)) return;
    const world: World = {
      id: field(answer, 'id'),
      urlName,
      owner,
      name,
      maybeName: undefined,
      members: new Set(),
      maybeMembers: new Set(),
    };
    this.myWorlds.push(world);
    this.ledger.worlds.push(world);
    this.ledger.acknowledged.worlds++;
  }

  private async addMember(baseUrl: string, world: World): Promise<void> {
    const candidates = this.ledger.accounts.filter(
      (account) =>
        account !== world.owner &&
        !world.members.has(account.userName) &&
        !world.maybeMembers.has(account.userName),
    );
    if (candidates.length === 0) return this.rename(baseUrl, world);
    const member = this.random.pick(candidates);
    world.maybeMembers.add(member.userName);
    const answer = await callApi(baseUrl, 'POST', `/api/Setting/${world.id}/Members`, {
      token: world.owner.token,
      body: { userName: member.userName, role: this.random.pick(memberRoles) },
    });
    if (!this.accepted(answer, `add ${member.userName} to ${world.urlName}`)) return;
    world.maybeMembers.delete(member.userName);
    world.members.add(member.userName);
    this.ledger.acknowledged.members++;
  }

  private async rename(baseUrl: string, world: World): Promise<void> {
    const name = `Renamed ${this.unique('n')}`;
    world.maybeName = name;
    const answer = await callApi(baseUrl, 'PUT', `/api/Setting/${world.id}`, {
      token: world.owner.token,
      body: { urlName: world.urlName, name, description: 'crash test' },
    });
    if (!this.accepted(answer, `rename ${world.urlName}`)) return;
    world.name = name;
    world.maybeName = undefined;
    this.ledger.acknowledged.renames++;
  }

  private accepted(answer: JsonAnswer, what: string): boolean {
    if (isOk(answer)) return true;
    this.ledger.unexpected.push(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return false;
  }
}
