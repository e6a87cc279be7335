import pg from 'pg';
import type { TableVersions } from './table-versions';
import { preparedStatementName } from './prepared-query';
import { reconnectDelay } from './reconnect-delay';

/**
 * The tables whose commits PostgreSQL announces on `tableChangesChannel`
 * (migration 20261127T123000_table_change_notices): the only ones with a
 * version on PostgreSQL. A cache over another table needs a migration first.
 */
export const tablesWithChangeNotices: ReadonlySet<string> = new Set([
  'worlds',
  'world_members',
  'users',
  // 20261128T050000_map_change_notices
  'maps',
  'map_layers',
  'map_features',
  'documents',
  'events',
  // 20261129T101500_world_cover_change_notices
  'world_covers',
  // 20261129T104500_story_change_notices
  'stories',
  'story_blocks',
  'story_scenes',
  // 20261129T140000_timeline_change_notices
  'timeline_rows',
  'event_documents',
  'calendars',
]);

/** The channel of those notices; the payload is `schema.table`. */
export const tableChangesChannel = 'loreweave_table_changes';

/** What a statement does to the tables, as far as table versions care. */
export type StatementEffect =
  | { kind: 'begin' | 'commit' | 'rollback' | 'read' }
  | { kind: 'write'; tables: ReadonlySet<string> | 'everything' };

const name = String.raw`(?:"((?:[^"]|"")+)"|([a-z_][a-z0-9_$]*))`;
const writePattern = new RegExp(
  String.raw`^\s*(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?(?:${name}\s*\.\s*)?${name}`,
  'i',
);
const readPattern =
  /^\s*(?:select|show|explain|listen|unlisten|set|reset|savepoint|release|rollback\s+to)\b/i;
const beginPattern = /^\s*(?:begin|start\s+transaction)\b/i;
const commitPattern = /^\s*(?:commit|end)\b/i;
const rollbackPattern = /^\s*(?:rollback|abort)\b/i;

/**
 * Reads the SQL text: Kysely's writes name their table first; anything it
 * cannot tell (a writable CTE, DDL, several statements) moves every table,
 * which only costs cache misses.
 */
export function statementEffect(text: string): StatementEffect {
  const several = /;\s*\S/.test(text);
  if (!several) {
    if (readPattern.test(text)) return { kind: 'read' };
    if (beginPattern.test(text)) return { kind: 'begin' };
    if (commitPattern.test(text)) return { kind: 'commit' };
    if (rollbackPattern.test(text)) return { kind: 'rollback' };
    const write = writePattern.exec(text);
    const quoted = write?.[3];
    const table = quoted !== undefined ? quoted.replaceAll('""', '"') : write?.[4]?.toLowerCase();
    if (table !== undefined) return { kind: 'write', tables: new Set([table]) };
  }
  return { kind: 'write', tables: 'everything' };
}

type Written = ReadonlySet<string> | 'everything' | undefined;

interface Transaction {
  open: boolean;
  written: Written;
}

/**
 * Counts this process's writes on the pool's connections once they are
 * visible to its other connections: a write outside a transaction when it
 * answered, a transaction's writes when its COMMIT answered (before the
 * caller goes on, so a request that wrote answers only after the count). A
 * connection handed back with a transaction still open has its writes
 * counted too. Call before the pool makes its first connection.
 */
export function countingCommits(pool: pg.Pool, versions: TableVersions): void {
  const transactions = new WeakMap<pg.PoolClient, Transaction>();
  pool.on('connect', (client) => {
    const transaction: Transaction = { open: false, written: undefined };
    transactions.set(client, transaction);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    const counting = (...args: unknown[]) => {
      const [text] = args;
      // A cursor (a streamed SELECT) comes as an object; the prepared queries are SELECTs.
      if (typeof text !== 'string' || preparedStatementName(text)) return query(...args);
      const effect = statementEffect(text);
      if (effect.kind === 'read') return query(...args);
      let afterwards: Written;
      if (effect.kind === 'write') {
        if (transaction.open) transaction.written = merged(transaction.written, effect.tables);
        else afterwards = effect.tables;
      } else {
        if (effect.kind === 'commit') afterwards = transaction.written;
        transaction.open = effect.kind === 'begin';
        transaction.written = undefined;
      }
      const result = query(...args);
      if (afterwards !== undefined) {
        const counted = () => versions.moved(afterwards);
        if (result instanceof Promise) result.then(counted, counted);
        else counted();
      }
      return result;
    };
    client.query = counting as typeof client.query;
  });
  pool.on('release', (_error: unknown, client: pg.PoolClient) => {
    const transaction = transactions.get(client);
    if (!transaction?.open) return;
    if (transaction.written !== undefined) versions.moved(transaction.written);
    transaction.open = false;
    transaction.written = undefined;
  });
}

function merged(written: Written, tables: ReadonlySet<string> | 'everything'): Written {
  if (written === 'everything' || tables === 'everything') return 'everything';
  return new Set([...(written ?? []), ...tables]);
}

export interface ListenerOptions {
  reconnectBaseMs: number;
  reconnectMaxMs: number;
  /** How the connection shows in pg_stat_activity. */
  applicationName: string;
}

const defaultListenerOptions: ListenerOptions = {
  reconnectBaseMs: 250,
  reconnectMaxMs: 10_000,
  applicationName: 'loreweave table changes',
};

/**
 * Listens for the table change notices of every instance sharing the
 * database and counts them in `versions`. Until it listens, and whenever its
 * connection drops, `versions` is blind, so caches read the database; once
 * listening again every table moves, since notices went unheard meanwhile.
 * A commit of another instance reaches the caches of this one as soon as its
 * notice arrives (a few milliseconds); this instance's own commits count at
 * once (countingCommits).
 */
export class TableChangeListener {
  private client: pg.Client | undefined;
  private connecting = false;
  private closed = false;
  private attempts = 0;
  private reconnectTimer: NodeJS.Timeout | undefined;

  /** `schema.` of our tables, once known: notices of other schemas are not ours. */
  private prefix: string | undefined;

  /** `schema` sets the connection's search_path, as for the pool (tests work in schemas). */
  constructor(
    private readonly url: string,
    private readonly schema: string | undefined,
    private readonly versions: TableVersions,
    private readonly timings: ListenerOptions = defaultListenerOptions,
  ) {}

  /** Starts listening unless it does or is about to; safe to call on every blind read. */
  start(): void {
    if (this.closed || this.client || this.connecting || this.reconnectTimer) return;
    void this.connect();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    this.versions.setBlind(true);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    this.reconnectTimer = undefined;
    this.connecting = true;
    const client = new pg.Client({
      connectionString: this.url,
      application_name: this.timings.applicationName,
      ...(this.schema ? { options: `-c search_path=${this.schema}` } : {}),
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    client.on('notification', (message) => this.receive(message));
    try {
      await client.connect();
      // Where the migrations created the tables, and so the schema their triggers name.
      const { rows } = await client.query<{ schema: string }>('SELECT current_schema() AS schema');
      this.prefix = `${rows[0]?.schema ?? ''}.`;
      await client.query(`LISTEN ${tableChangesChannel}`);
    } catch {
      this.connecting = false;
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      this.scheduleReconnect();
      return;
    }
    this.connecting = false;
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.attempts = 0;
    this.versions.setBlind(false);
  }

  private receive(message: pg.Notification): void {
    const payload = message.payload ?? '';
    if (message.channel !== tableChangesChannel || !this.prefix) return;
    if (payload.startsWith(this.prefix)) this.versions.moved([payload.slice(this.prefix.length)]);
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    this.versions.setBlind(true);
    void client.end().catch(() => undefined);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.reconnectTimer) return;
    const delay = reconnectDelay(
      this.attempts,
      this.timings.reconnectBaseMs,
      this.timings.reconnectMaxMs,
    );
    this.attempts += 1;
    this.reconnectTimer = setTimeout(() => void this.connect(), delay);
    this.reconnectTimer.unref();
  }
}
