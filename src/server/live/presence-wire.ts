import crypto from 'node:crypto';
import { z } from 'zod';
import { presenceLocation } from '../../shared/live/protocol';
import type { PresenceEntry } from './presence';

/**
 * What instances sharing one PostgreSQL database tell each other over NOTIFY.
 *
 * Wake-ups (`wakeNotice`) name a world and nothing else: whoever hears one
 * reads the activity table, as it would after a local commit. Presence
 * (`presenceNotice`) is small state each instance owns for its own sockets;
 * `i` is the sending instance, whose entries are keyed `<i>/<k>` on the board.
 */
export const wakeNotice = z.object({
  w: z.string().max(64),
  i: z.string().max(64),
  /** Membership may have changed (removal, role change, deletion): check every socket of the world. */
  a: z.optional(z.literal(1)),
});
export type WakeNotice = z.infer<typeof wakeNotice>;

const wireEntry = z.object({
  userId: z.string().max(64),
  userName: z.string().max(100),
  location: presenceLocation,
  since: z.string().max(40),
});

/** [worldId, connection id on the sending instance, entry] */
const wireItem = z.tuple([z.string().max(64), z.string().max(64), wireEntry]);
export type WireItem = [worldId: string, key: string, entry: PresenceEntry];

/** The live notices that travel between instances (LiveNoticeMessage). */
const wireNote = z.object({
  type: z.literal('map_tiling'),
  mapId: z.string().max(64),
  status: z.enum(['tiling', 'ready', 'failed']),
  progress: z.number(),
});

export const presenceNotice = z.discriminatedUnion('t', [
  /** A new (or reconnected) instance: everyone answers with a `sync` of their own entries. */
  z.object({ t: z.literal('hello'), i: z.string().max(64) }),
  /** Some of the sender's entries; `r` first drops all it announced before (the first chunk of a full sync). */
  z.object({ t: z.literal('sync'), i: z.string().max(64), r: z.boolean(), s: z.array(wireItem) }),
  z.object({
    t: z.literal('set'),
    i: z.string().max(64),
    w: z.string().max(64),
    k: z.string().max(64),
    e: wireEntry,
  }),
  z.object({
    t: z.literal('del'),
    i: z.string().max(64),
    w: z.string().max(64),
    k: z.string().max(64),
  }),
  /** A passing notice (tiling progress) for the world's sockets on every instance; never stored. */
  z.object({ t: z.literal('note'), i: z.string().max(64), w: z.string().max(64), m: wireNote }),
  /** Still here: an instance not heard from for a while is dropped with its entries. */
  z.object({ t: z.literal('beat'), i: z.string().max(64) }),
  z.object({ t: z.literal('bye'), i: z.string().max(64) }),
]);
export type PresenceNotice = z.infer<typeof presenceNotice>;

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; leave room. */
export const maxPayloadBytes = 7000;

/**
 * A full sync of `items` as NOTIFY payloads, each under `maxPayloadBytes`.
 * The first one replaces what the receivers held for this instance; an
 * instance with no entries still sends that one, empty.
 */
export function syncPayloads(
  instanceId: string,
  items: WireItem[],
  limit = maxPayloadBytes,
): string[] {
  const payloads: string[] = [];
  let chunk: WireItem[] = [];
  const encode = (s: WireItem[]) =>
    JSON.stringify({
      t: 'sync',
      i: instanceId,
      r: payloads.length === 0,
      s,
    } satisfies PresenceNotice);
  for (const item of items) {
    const next = [...chunk, item];
    if (chunk.length > 0 && Buffer.byteLength(encode(next)) > limit) {
      payloads.push(encode(chunk));
      chunk = [item];
    } else {
      chunk = next;
    }
  }
  if (chunk.length > 0 || payloads.length === 0) payloads.push(encode(chunk));
  return payloads;
}

export function parseNotice<T>(schema: z.ZodType<T>, payload: string | undefined): T | undefined {
  if (!payload) return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** PostgreSQL truncates identifiers at 63 bytes; a longer name is shortened with a hash so two never meet. */
const maxIdentifierBytes = 63;

/**
 * The NOTIFY channels of one database schema. Channels are shared by the whole
 * database, and several deployments (or parallel test servers) may each live
 * in their own schema of it: the schema in the name keeps them apart.
 */
export function notifyChannels(schema: string): { wake: string; presence: string } {
  const name = (kind: string) => {
    const plain = `loreweave_${kind}_${schema}`;
    if (Buffer.byteLength(plain) <= maxIdentifierBytes) return plain;
    return `loreweave_${kind}_${crypto.createHash('sha256').update(schema).digest('hex').slice(0, 32)}`;
  };
  return { wake: name('live'), presence: name('presence') };
}

/** A channel name as a quoted identifier for LISTEN (pg_notify takes it as text). */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
