import crypto from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { MapDetail } from '../../shared/schemas/map';
import type { TableVersions } from '../db/table-versions';
import { etagOf } from '../http/etag';
import type { JsonText } from '../http/json-text';
import {
  loadMapHead,
  loadMapJson,
  mapAnswerFingerprint,
  mapAnswerHeadJson,
  mapNamesFingerprint,
  type MapHead,
  type MapReader,
} from './maps';
import { loadMapPlaces, type MapPlaces } from './map-places';
import { isPublicItem, type PublicCut } from './public-items';

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
 * Nothing else cascades into these tables. A reader's answer also hangs on
 * which timeline rows are public (an event's link follows its row's): a
 * table without a version on PostgreSQL, so it is read again each time.
 */
export const mapNameTables = ['users', 'documents', 'events'] as const;

export const mapAnswerTables = [...mapOwnTables, ...mapNameTables] as const;

export interface MapAnswer {
  /** The JSON text of a MapDetail, encoded once: sending it then copies no text. */
  body: Buffer;
  etag: string;
}

/** A map's places as an answer holds them, under the count they were read at. */
interface CachedPlaces extends Omit<MapPlaces, 'json'> {
  version: number;
  /** The places' part of the answer's body (a view of it, not a copy). */
  bytes: Buffer;
  digest: string;
  /** For a reader, the public maps a place's child link may name when these were read. */
  cutStamp: string;
}

interface Entry extends MapAnswer {
  /** The versions of mapOwnTables and mapNameTables it was (last) found current under. */
  own: number;
  names: number;
  /** The names it shows (mapNamesFingerprint). */
  fingerprint: string;
  /** For a reader, the world's public timeline rows it was cut by ('' for a member). */
  rows: string;
  /** The signed picture URLs' expiry the answer was built with (MapUrlSigner.expiry). */
  expiry: number;
  places: CachedPlaces;
}

const featuresEnd = Buffer.from(']}');

/**
 * Each map's answer (GET …/Maps/:mapId, several MB for a map of thousands of
 * places), with and without secret layers, kept until one of its tables
 * changes or its signed picture URLs move to the next expiry step. The
 * answer depends on nothing else: not on the caller beyond `maps.secrets`
 * and whether it reads only the public part (a reader's answer is filed
 * apart, under the world's publishing settings it was cut by), not on the
 * time beyond that expiry. A write to any of its own tables
 * anywhere drops every answer's head (the versions are per table); the
 * places, most of an answer, are kept while the map's count of place and
 * layer writes (`map_place_versions`, kept by database triggers) stands, so
 * a write elsewhere in the world costs a map reader a few small reads, and a
 * busy map editor a rebuild now and then, never a stale map. After a write
 * to a names table (every autosave of any document) one small query tells
 * whether the names the answer shows changed, and only then is it rebuilt.
 * On PostgreSQL another instance's commit drops the entries once its notice
 * arrives (db/postgres-table-changes.ts), and while this instance cannot
 * hear the notices every call reads the database. Memory is bounded by
 * `maxBytes` of JSON, least recently used first out.
 */
export class MapAnswerCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(
    private readonly versions: TableVersions | undefined,
    private readonly maxBytes = 64_000_000,
  ) {}

  async get(
    ctx: MapReader,
    worldId: string,
    mapId: string,
    secrets: boolean,
    cut?: PublicCut,
  ): Promise<MapAnswer> {
    if (!this.versions) return answerOf(await loadMapJson(ctx, worldId, mapId, secrets, cut));
    // All taken before reading: a write during the read files the answer under an old version.
    const own = this.versions.versionOf(mapOwnTables);
    const names = this.versions.versionOf(mapNameTables);
    const expiry = ctx.mapUrls.expiry();
    // A member's and a reader's answers never share an entry; a reader's follows the world's settings.
    const reader = cut ? `reader/${cut.is_public ?? 0}/${cut.default_visibility ?? ''}` : 'member';
    const key = `${worldId}/${mapId}/${secrets ? 1 : 0}/${reader}`;
    const cached = this.entries.get(key);
    const rows = cut ? await publicRowsStamp(ctx, worldId, cut) : '';
    const namesCurrent =
      cached !== undefined &&
      cached.rows === rows &&
      (cached.names === names ||
        cached.fingerprint === (await mapNamesFingerprint(ctx.db, worldId, mapId, secrets, cut)));
    if (cached && namesCurrent && cached.own === own && cached.expiry === expiry) {
      const entry = { ...cached, names };
      this.keep(key, entry);
      return entry;
    }
    // Another call may have filed a newer answer meanwhile.
    if (cached && this.entries.get(key) === cached) this.drop(key, cached);
    const head = await loadMapHead(ctx, worldId, mapId, secrets, cut);
    const cutStamp = cut ? cutStampOf(head) : '';
    const kept =
      cached &&
      namesCurrent &&
      cached.places.version === head.placesVersion &&
      cached.places.cutStamp === cutStamp
        ? cached.places
        : undefined;
    const { headJson, body, places } = kept
      ? withPlaces(mapAnswerHeadJson(ctx, head, kept), kept)
      : withNewPlaces(
          ctx,
          head,
          // The places of the last answer whose names are current: only those that moved are read.
          await loadMapPlaces(
            ctx,
            worldId,
            mapId,
            secrets,
            namesCurrent ? cached?.places.fragments : undefined,
            cut,
          ),
          cutStamp,
        );
    const entry: Entry = {
      body,
      // The places' digest stands for their bytes: hashing megabytes again costs milliseconds.
      etag: etagOf(`${headJson}\n${places.digest}`),
      own,
      names,
      expiry,
      fingerprint: mapAnswerFingerprint(head, places),
      rows,
      places,
    };
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

type Built = { headJson: string; body: Buffer; places: CachedPlaces };

/** An answer of a new head and the places of an earlier answer, copied over as bytes. */
function withPlaces(headJson: string, places: CachedPlaces): Built {
  const body = Buffer.concat([Buffer.from(headJson), places.bytes, featuresEnd]);
  return { headJson, body, places: { ...places, bytes: placesPart(body, headJson) } };
}

/** An answer of a head and places read with it. */
function withNewPlaces(ctx: MapReader, head: MapHead, read: MapPlaces, cutStamp: string): Built {
  const headJson = mapAnswerHeadJson(ctx, head, read);
  const body = Buffer.from(`${headJson}${read.json}]}`);
  const bytes = placesPart(body, headJson);
  const digest = crypto.createHash('sha256').update(bytes).digest('base64url');
  const { json: _json, ...kept } = read;
  const places = { ...kept, version: head.placesVersion, bytes, digest, cutStamp };
  return { headJson, body, places };
}

/** The ids of a world's public timeline rows: a reader's map links the events of these only. */
async function publicRowsStamp(
  ctx: MapReader,
  worldId: string,
  cut: NonNullable<PublicCut>,
): Promise<string> {
  const rows = await ctx.db
    .selectFrom('timeline_rows')
    .select('id')
    .where('world_id', '=', worldId)
    .where(isPublicItem('timeline_rows.visibility', cut))
    .execute();
  return rows
    .map((row) => row.id)
    .sort()
    .join(',');
}

/** The public maps of a reader's head (its tree holds only those): a child link names one of them or none. */
function cutStampOf(head: MapHead): string {
  return head.tree
    .map((map) => map.id)
    .sort()
    .join(',');
}

function placesPart(body: Buffer, headJson: string): Buffer {
  return body.subarray(Buffer.byteLength(headJson), body.length - featuresEnd.length);
}

/** Sends the answer's bytes as they are; Fastify runs no serializer on a Buffer. */
export function sendMapAnswer(reply: FastifyReply, answer: MapAnswer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

function answerOf(json: JsonText<MapDetail>): MapAnswer {
  const body = Buffer.from(json);
  return { body, etag: etagOf(body) };
}
