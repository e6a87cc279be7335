import type { Random } from '../../../scripts/generate/random';
import type { Capability } from '../../../src/shared/permissions';
import type { Answer, RequestSpec, Traffic } from './traffic';
import type { LoadWorld, Member } from './world';

/** How the run's edits went, beside the per-route figures. */
export interface Counters {
  /** 409 answers to an edit made on a version someone else had just replaced. */
  conflicts: number;
  /** Edits saved after re-reading the new version (one or more 409s first). */
  savedAfterConflict: number;
  /** Edits dropped after three 409s in a row (the user gives up; not an error). */
  gaveUp: number;
  /** 404 answers for something another user deleted during the run. */
  goneMeanwhile: number;
  uploads: number;
  actions: Map<string, number>;
}

export function newCounters(): Counters {
  return {
    conflicts: 0,
    savedAfterConflict: 0,
    gaveUp: 0,
    goneMeanwhile: 0,
    uploads: 0,
    actions: new Map(),
  };
}

/** One simulated person: their membership, their own random sequence, and the shared traffic. */
export class LoadUser {
  constructor(
    readonly member: Member,
    readonly world: LoadWorld,
    readonly random: Random,
    private readonly traffic: Traffic,
    readonly counters: Counters,
  ) {}

  /** `/api/Setting/<world id>` */
  get worldPath(): string {
    return `/api/Setting/${this.world.id}`;
  }

  /** A request of this user; `route` is the method and template, `path` what follows the world path when it starts with `/`. */
  call(
    route: string,
    path: string,
    options: Omit<RequestSpec, 'route' | 'path' | 'token'> = {},
  ): Promise<Answer> {
    return this.traffic.send({ route, path, token: this.member.token, ...options });
  }

  /** Expects `statuses`, and a 404 once `id` is known to be deleted by someone during this run. */
  expectGone(id: string, statuses: readonly number[] = []): (status: number) => boolean {
    return (status) => statuses.includes(status) || (status === 404 && this.world.deleted.has(id));
  }

  /** A GET of something that may have been deleted by someone else in this run: a 404 then is expected. */
  async read(route: string, path: string, id: string): Promise<Answer | undefined> {
    const answer = await this.call(route, path, { expected: this.expectGone(id) });
    if (answer.status === 404) {
      this.counters.goneMeanwhile++;
      return undefined;
    }
    return answer;
  }

  /** A pause of `min`–`max` ms (thinking, typing). */
  pause(min: number, max: number): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, this.random.int(min, max)));
  }

  /**
   * An edit with a version check: read, change (after typing for a while),
   * save against the version read. A 409 means someone saved in between: the
   * user re-reads and applies the change again, at most three times.
   */
  async editWithRetry<T>(
    read: () => Promise<T | undefined>,
    save: (current: T) => Promise<Answer>,
  ): Promise<void> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const current = await read();
      if (current === undefined) return;
      if (attempt === 0) await this.pause(500, 4000);
      const answer = await save(current);
      if (answer.status === 404) {
        this.counters.goneMeanwhile++;
        return;
      }
      if (answer.status !== 409) {
        if (attempt > 0) this.counters.savedAfterConflict++;
        return;
      }
      this.counters.conflicts++;
    }
    this.counters.gaveUp++;
  }
}

/** One thing a person does on a screen: a page load, an edit, an upload. */
export interface Action {
  name: string;
  /** How often, relative to the other actions the user's role may do. */
  weight: number;
  /** What the role needs; none for reading. */
  needs?: Capability;
  /** Only these roles do it even if others may (artists upload). */
  onlyRoles?: readonly Member['role'][];
  run(user: LoadUser): Promise<void>;
}

export function body<T>(answer: Answer | undefined): T {
  return answer?.body as T;
}
