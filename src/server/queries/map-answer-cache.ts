import type { FastifyReply } from 'fastify';
import type { MapDetail } from '../../shared/schemas/map';
import type { TableVersions } from '../db/table-versions';
import { etagOf } from '../http/etag';
import type { JsonText } from '../http/json-text';
import { loadMapAnswer, loadMapJson, mapNamesFingerprint, type MapReader } from './maps';

/**
 * The tables a map's answer is made of: the map and every map of its world
 * (breadcrumb, children), its layers and features. Deleting a world
 * cascades into all of them and is listed.
 */
export const mapOwnTables = ['worlds', 'maps', 'map_layers', 'map_features'] as const;

/**
 * The tables it only takes names from: the names and types of the documents
 * and events its places link, and the names of its creator and last editor.
 * Deleting one of those sets the links to it to null (ON DELETE SET NULL,
 * which map_features' version need not see): its name leaves the fingerprint.
 * Nothing else cascades into these tables.
 */
export const mapNameTables = ['users', 'documents', 'events'] as const;

export const mapAnswerTables = [...mapOwnTables, ...mapNameTables] as const;

export interface MapAnswer {
  /** The JSON text of a MapDetail, encoded once: sending it then copies no text. */
  body: Buffer;
  etag: string;
}

interface Entry extends MapAnswer {
  /** The versions of mapOwnTables and mapNameTables it was (last) found current under. */
  own: number;
  names: number;
  /** The names it shows (mapNamesFingerprint). */
  fingerprint: string;
  /** The signed picture URLs' expiry the answer was built with (MapUrlSigner.expiry). */
  expiry: number;
}

/**
 * Each map's answer (GET …/Maps/:mapId, several MB for a map of thousands of
 * places), with and without secret layers, kept until one of its tables
 * changes or its signed picture URLs move to the next expiry step. The
 * answer depends on nothing else: not on the caller beyond `maps.secrets`,
 * not on the time beyond that expiry. A write to any of its own tables
 * anywhere drops every entry (the versions are per table), so a busy map
 * editor costs map readers a rebuild now and then, never a stale map. After
 * a write to a names table (every autosave of any document) one small query
 * tells whether the names the answer shows changed, and only then is it
 * rebuilt. On PostgreSQL another instance's commit drops the entries once
 * its notice arrives (db/postgres-table-changes.ts), and while this instance
 * cannot hear the notices every call reads the database. Memory is bounded
 * by `maxBytes` of JSON, least recently used first out.
 */
export class MapAnswerCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(
    private readonly versions: TableVersions | undefined,
    private readonly maxBytes = 64_000_000,
  ) {}

  async get(ctx: MapReader, worldId: string, mapId: string, secrets: boolean): Promise<MapAnswer> {
    if (!this.versions) return answerOf(await loadMapJson(ctx, worldId, mapId, secrets));
    // All taken before reading: a write during the read files the answer under an old version.
    const own = this.versions.versionOf(mapOwnTables);
    const names = this.versions.versionOf(mapNameTables);
    const expiry = ctx.mapUrls.expiry();
    const key = `${worldId}/${mapId}/${secrets ? 1 : 0}`;
    const cached = this.entries.get(key);
    if (cached) {
      if (
        cached.own === own &&
        cached.expiry === expiry &&
        (cached.names === names ||
          cached.fingerprint === (await mapNamesFingerprint(ctx.db, worldId, mapId, secrets)))
      ) {
        const entry = { ...cached, names };
        this.keep(key, entry);
        return entry;
      }
      // Another call may have filed a newer answer meanwhile.
      if (this.entries.get(key) === cached) this.drop(key, cached);
    }
    const answer = await loadMapAnswer(ctx, worldId, mapId, secrets);
    const entry = { ...answerOf(answer.json), own, names, expiry, fingerprint: answer.names };
    this.keep(key, entry);
    return entry;
  }

  private keep(key: string, entry: Entry): void {
    const previous = this.entries.get(key);
    if (previous) this.drop(key, previous);
    if (entry.body.length > this.maxBytes) return;
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldest, old);
    }
  }

  private drop(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}

/** Sends the answer's bytes as they are; Fastify runs no serializer on a Buffer. */
export function sendMapAnswer(reply: FastifyReply, answer: MapAnswer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

function answerOf(json: JsonText<MapDetail>): MapAnswer {
  const body = Buffer.from(json);
  return { body, etag: etagOf(body) };
}
