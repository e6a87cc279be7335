import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

export interface TableVersionsOptions {
  /** Answers SQLite's `PRAGMA data_version` of the server's connection. */
  dataVersion?: () => unknown;
  /** The only tables that have a version; asking for another is a mistake. Default: all. */
  watched?: ReadonlySet<string>;
  /** Starts blind (see `setBlind`). */
  blind?: boolean;
  /** Called whenever a version is asked for while blind (to start seeing). */
  whileBlind?: () => void;
}

/**
 * A version number per table that moves whenever the table may have changed,
 * so that an answer built from some tables can be cached until one of them
 * changes (queries/world-list-cache.ts).
 *
 * On SQLite this process owns the database: every write of the server goes
 * through its one Kysely instance, whose plugin (below) counts each statement
 * that is not a plain SELECT, once when it is compiled and once after it ran,
 * so a reader that took a version before or during a write never files its
 * answer under a version that follows the write. Writes of other connections
 * (a script run beside the server) are seen through SQLite's `data_version`,
 * which moves every table.
 *
 * On PostgreSQL other instances write too: there the counts come from
 * postgres-table-changes.ts (this process's commits, and the NOTIFY of every
 * commit on the watched tables), and only the watched tables have a version.
 *
 * Cascades and triggers change tables a statement does not name: a cache
 * must list the tables whose changes cascade into the ones it reads.
 */
export class TableVersions {
  private readonly versions = new Map<string, number>();
  /** Moves every table: a raw write, a schema change without a table, another connection's commit. */
  private everything = 0;
  /** The tables of each write on its way, to count them again once it ran. */
  private readonly pending = new WeakMap<object, ReadonlySet<string> | 'everything'>();
  private lastDataVersion: unknown;
  private checkedThisTurn = false;
  private readonly dataVersion: () => unknown;
  private readonly watched: ReadonlySet<string> | undefined;
  private readonly whileBlind: (() => void) | undefined;
  private blind: boolean;

  constructor(options: TableVersionsOptions = {}) {
    this.dataVersion = options.dataVersion ?? (() => 0);
    this.watched = options.watched;
    this.whileBlind = options.whileBlind;
    this.blind = options.blind ?? false;
    this.lastDataVersion = this.dataVersion();
  }

  /** A number that differs from every earlier answer once any of the tables changed. */
  versionOf(tables: readonly string[]): number {
    if (this.watched) {
      const unwatched = tables.find((table) => !this.watched?.has(table));
      if (unwatched !== undefined) throw new Error(`Table ${unwatched} has no version here`);
    }
    if (this.blind) {
      this.whileBlind?.();
      // Every answer then is a number never answered before: nothing filed under it is found again.
      this.everything++;
    } else this.noticeOtherConnections();
    // Every count only grows, so their sum moves whenever one of them does.
    let sum = this.everything;
    for (const table of tables) sum += this.versions.get(table) ?? 0;
    return sum;
  }

  /**
   * Asks `data_version` once per turn of the event loop (it costs a read
   * transaction, a tenth of a cached answer): a commit of another connection
   * shows from the next turn on, as if it had come a moment later.
   */
  private noticeOtherConnections(): void {
    if (this.checkedThisTurn) return;
    this.checkedThisTurn = true;
    setImmediate(() => (this.checkedThisTurn = false));
    const dataVersion = this.dataVersion();
    if (dataVersion !== this.lastDataVersion) {
      this.lastDataVersion = dataVersion;
      this.everything++;
    }
  }

  /** Counts a change of the tables (or of every table) that this class did not see as a query. */
  moved(tables: Iterable<string> | 'everything'): void {
    if (tables === 'everything') this.everything++;
    else for (const table of tables) this.versions.set(table, (this.versions.get(table) ?? 0) + 1);
  }

  /**
   * Blind while changes may go unseen (PostgreSQL: not listening for the
   * commits of other instances): then no answer of `versionOf` equals another.
   */
  setBlind(blind: boolean): void {
    if (blind === this.blind) return;
    this.blind = blind;
    this.everything++;
  }

  /** The Kysely plugin that counts the writes; add it to the server's Kysely instance. */
  readonly plugin: KyselyPlugin = {
    transformQuery: ({ node, queryId }: PluginTransformQueryArgs): RootOperationNode => {
      const written = writtenTables(node);
      if (written) {
        this.moved(written);
        this.pending.set(queryId, written);
      }
      return node;
    },
    transformResult: async ({
      result,
      queryId,
    }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> => {
      const written = this.pending.get(queryId);
      if (written) {
        this.pending.delete(queryId);
        this.moved(written);
      }
      return result;
    },
  };
}

/** The tables a statement may change; undefined for a read, 'everything' when it cannot be told. */
function writtenTables(node: RootOperationNode): ReadonlySet<string> | 'everything' | undefined {
  if (node.kind === 'SelectQueryNode') return undefined;
  if (node.kind === 'RawNode') {
    // Raw SQL names its tables in text: a write there moves everything.
    return /^\s*select\b/i.test(node.sqlFragments[0] ?? '') ? undefined : 'everything';
  }
  const tables = new Set<string>();
  collectTables(node, tables);
  return tables.size > 0 ? tables : 'everything';
}

/** Every table a statement names, anywhere in it (over-counting only costs a cache miss). */
function collectTables(node: unknown, tables: Set<string>): void {
  if (Array.isArray(node)) {
    for (const child of node) collectTables(child, tables);
    return;
  }
  if (!isOperationNode(node)) return;
  if (node.kind === 'TableNode') {
    const name = tableName(node);
    if (name !== undefined) tables.add(name);
    return;
  }
  for (const value of Object.values(node)) collectTables(value, tables);
}

/** TableNode → SchemableIdentifierNode → IdentifierNode, read without trusting the shape blindly. */
function tableName(node: Record<string, unknown>): string | undefined {
  const table = node['table'];
  const identifier = isOperationNode(table) ? table['identifier'] : undefined;
  const name = isOperationNode(identifier) ? identifier['name'] : undefined;
  return typeof name === 'string' ? name : undefined;
}

function isOperationNode(value: unknown): value is OperationNode & Record<string, unknown> {
  return typeof value === 'object' && value !== null && 'kind' in value;
}
