import path from 'node:path';
import type { Config } from '../config';
import { type ImageStore, LocalImageStore } from './image-store';
import { LocalMapTileStore, type MapTileStore } from './map-tile-store';
import { S3Bucket } from './s3-client';
import { S3ImageStore } from './s3-image-store';
import { S3MapTileStore } from './s3-map-tile-store';

export interface FileStores {
  imageStore: ImageStore;
  mapTiles: MapTileStore;
  /** Lets go of the bucket's connections (nothing to do for the local folder). */
  close(): void;
}

/** DATA_DIR's folders, or the S3 bucket of S3_URL; uploads and partial pyramids stay local either way. */
export function createFileStores(config: Config): FileStores {
  const mapsFolder = path.join(config.dataDir, 'maps');
  if (!config.s3)
    return {
      imageStore: new LocalImageStore(path.join(config.dataDir, 'images')),
      mapTiles: new LocalMapTileStore(mapsFolder),
      close: () => undefined,
    };
  const bucket = new S3Bucket(config.s3);
  return {
    imageStore: new S3ImageStore(bucket),
    mapTiles: new S3MapTileStore(bucket, mapsFolder),
    close: () => bucket.destroy(),
  };
}
