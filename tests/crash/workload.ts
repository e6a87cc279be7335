import { callApi, field, isOk, type JsonAnswer } from '../support/http';
import type { Random } from '../../scripts/generate/random';
import { emptyContent, type Account, type Ledger, type World } from './ledger';
import { writeContent, type SamplePicture, type WriteContext } from './content-writes';
import { writeMapContent } from './map-writes';

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
    private readonly pictures: readonly SamplePicture[],
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
      } catch (error) {
        // No answer: the server is gone. The write stays "maybe".
        if (!isNoAnswer(error))
          this.ledger.unexpected.push(`client ${this.name}: ${String(error)}`);
        return;
      }
    }
  }

  /**
   * One write, chosen at random; a client only touches the accounts and worlds
   * it made, and the content of those worlds (so it always knows their versions).
   */
  private async step(baseUrl: string, round: number): Promise<void> {
    const roll = this.random.next();
    const owner = this.mine.length > 0 ? this.random.pick(this.mine) : undefined;
    if (!owner || roll < 0.04) return this.createAccount(baseUrl, round);
    if (this.myWorlds.length === 0 || roll < 0.1) return this.createWorld(baseUrl, owner, round);
    const world = this.random.pick(this.myWorlds);
    if (roll < 0.16) return this.addMember(baseUrl, world, round);
    if (roll < 0.2) return this.rename(baseUrl, world, round);
    if (roll < 0.34) return writeMapContent(this.contentContext(baseUrl, round), world);
    return writeContent(this.contentContext(baseUrl, round), world);
  }

  private contentContext(baseUrl: string, round: number): WriteContext {
    return {
      baseUrl,
      round,
      ledger: this.ledger,
      random: this.random,
      pictures: this.pictures,
      unique: (prefix) => this.unique(prefix),
      accepted: (answer, what) => this.accepted(answer, what),
    };
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

  private async createWorld(baseUrl: string, owner: Account, round: number): Promise<void> {
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
      round,
      content: emptyContent(),
    };
    this.myWorlds.push(world);
    this.ledger.worlds.push(world);
    this.ledger.acknowledged.worlds++;
  }

  private async addMember(baseUrl: string, world: World, round: number): Promise<void> {
    const candidates = this.ledger.accounts.filter(
      (account) =>
        account !== world.owner &&
        !world.members.has(account.userName) &&
        !world.maybeMembers.has(account.userName),
    );
    if (candidates.length === 0) return this.rename(baseUrl, world, round);
    const member = this.random.pick(candidates);
    world.maybeMembers.add(member.userName);
    world.round = round;
    const answer = await callApi(baseUrl, 'POST', `/api/Setting/${world.id}/Members`, {
      token: world.owner.token,
      body: { userName: member.userName, role: this.random.pick(memberRoles) },
    });
    if (!this.accepted(answer, `add ${member.userName} to ${world.urlName}`)) return;
    world.maybeMembers.delete(member.userName);
    world.members.add(member.userName);
    this.ledger.acknowledged.members++;
  }

  private async rename(baseUrl: string, world: World, round: number): Promise<void> {
    const name = `Renamed ${this.unique('n')}`;
    world.maybeName = name;
    world.round = round;
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

/** fetch's ways of saying the server never answered, or stopped answering halfway. */
function isNoAnswer(error: unknown): boolean {
  if (error instanceof TypeError)
    return error.message === 'fetch failed' || error.message === 'terminated';
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}
