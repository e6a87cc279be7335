import type { FastifyReply } from 'fastify';
import type { MapDetail } from '../../shared/schemas/map';
import type { TableVersions } from '../db/table-versions';
import { etagOf } from '../http/etag';
import type { JsonText } from '../http/json-text';
import { loadMapJson, type MapReader } from './maps';

/**
 * The tables a map's answer is read from: the map and every map of its world
 * (breadcrumb, children), its layers and features, the names of the
 * documents and events its places link, and the names of its creator and
 * last editor. Deleting a world cascades into all of them and is listed too;
 * deleting a document or an event sets the links to it to null (ON DELETE
 * SET NULL), both listed. Nothing else cascades into these tables.
 */
export const mapAnswerTables = [
  'worlds',
  'users',
  'maps',
  'map_layers',
  'map_features',
  'documents',
  'events',
] as const;

export interface MapAnswer {
  /** The JSON text of a MapDetail, encoded once: sending it then copies no text. */
  body: Buffer;
  etag: string;
}

interface Entry extends MapAnswer {
  version: number;
  /** The signed picture URLs' expiry the answer was built with (MapUrlSigner.expiry). */
  expiry: number;
}

/**
 * Each map's answer (GET …/Maps/:mapId, several MB for a map of thousands of
 * places), with and without secret layers, kept until one of its tables
 * changes or its signed picture URLs move to the next expiry step. The
 * answer depends on nothing else: not on the caller beyond `maps.secrets`,
 * not on the time beyond that expiry. A write to any of the tables anywhere
 * drops every entry (the versions are per table), so a busy wiki costs map
 * readers a rebuild now and then, never a stale map. On PostgreSQL another
 * instance's commit drops the entries once its notice arrives
 * (db/postgres-table-changes.ts), and while this instance cannot hear the
 * notices every call reads the database. Memory is bounded by `maxBytes` of
 * JSON, least recently used first out.
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
    // Both taken before reading: a write during the read files the answer under an old version.
    const version = this.versions.versionOf(mapAnswerTables);
    const expiry = ctx.mapUrls.expiry();
    const key = `${worldId}/${mapId}/${secrets ? 1 : 0}`;
    const cached = this.entries.get(key);
    if (cached) {
      this.drop(key, cached);
      if (cached.version === version && cached.expiry === expiry) {
        this.keep(key, cached);
        return cached;
      }
    }
    const entry = { ...answerOf(await loadMapJson(ctx, worldId, mapId, secrets)), version, expiry };
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
