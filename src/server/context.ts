import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { DB } from './db/schema';
import type { DialectName } from './db/dialect';
import type { Clock } from './clock';
import type { Mailer } from './mail/mailer';
import type { TokenService } from './auth/tokens';
import type { SessionCache } from './auth/session-cache';
import type { WorldListCache } from './queries/world-list-cache';
import type { MapAnswerCache } from './queries/map-answer-cache';
import type { ChangePublisher } from './activity/publisher';
import type { SearchService } from './search/search-index';
import type { ImageStore } from './storage/image-store';
import type { ImageUrlSigner } from './storage/image-urls';
import type { CollabBridge } from './collab/collab-bridge';
import type { MapTileStore } from './storage/map-tile-store';
import type { MapUrlSigner } from './storage/map-urls';
import type { MapTilingJobs } from './storage/map-tiling-jobs';

/** Everything a route or command needs, built once per server instance. */
export interface ServerContext {
  config: Config;
  db: Kysely<DB>;
  dialect: DialectName;
  clock: Clock;
  mailer: Mailer;
  tokens: TokenService;
  /** Sessions the database confirmed a moment ago (auth/session-cache.ts). */
  sessions: SessionCache;
  publisher: ChangePublisher;
  /** Each user's world list until its tables change (GET api/Setting). */
  worldLists: WorldListCache;
  /** Each map's answer until its tables change (GET …/Maps/:mapId). */
  mapAnswers: MapAnswerCache;
  search: SearchService;
  /** HMAC key for one-time codes, derived from the signing secret. */
  codeKey: Uint8Array;
  /** Image files (DATA_DIR/images); written before the rows that name them. */
  imageStore: ImageStore;
  /** Signs the short-lived URLs an `<img>` loads images with. */
  imageUrls: ImageUrlSigner;
  /** Map tile pyramids and uploads waiting to be cut (DATA_DIR/maps). */
  mapTiles: MapTileStore;
  /** Signs the tile URL templates the map viewer loads. */
  mapUrls: MapUrlSigner;
  /** Cuts uploaded map pictures into tiles, one at a time, off the event loop. */
  mapJobs: MapTilingJobs;
  log: FastifyBaseLogger;
  /** Co-editing of document contents, told of saves and deletions (set by registerCollabRoutes). */
  collab?: CollabBridge;
}
