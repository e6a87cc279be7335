/**
 * At most `size` searches at a time; the rest wait their turn in order. A
 * search is CPU work (in a worker thread on SQLite, in a PostgreSQL backend
 * otherwise): left unbounded, a few users typing at once would take every
 * core from the requests that answer in a millisecond.
 */
export class SearchSlots {
  private free: number;
  private readonly waiting: (() => void)[] = [];

  constructor(size: number) {
    this.free = size;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free--;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.free++;
    }
  }
}
