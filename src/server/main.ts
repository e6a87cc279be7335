import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/database';
import { buildApp } from './app';
import { demoSeeder } from './commands/demo-seeder';
import { sweepImageFiles } from './storage/image-sweep';
import { adoptMapPictures, recoverMapPictures } from './commands/maps/map-picture-recovery';
import { defaultMapQueueTimings } from './commands/maps/map-picture-queue';
import { removePidFile, writePidFile } from './server-pid-file';

/** Starts Loreweave: config → database (migrated) → app → listen. */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  const clientDir = fileURLToPath(new URL('../../dist/client', import.meta.url));
  const { app, ctx } = await buildApp({ config, database, clientDir });
  if (config.demoWorld) await demoSeeder(ctx);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.destroy();
    removePidFile(config.dataDir);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // `npm run admin -- restore` refuses while this names a live process.
  writePidFile(config.dataDir);
  app.log.info({ dialect: database.dialect, dataDir: config.dataDir }, 'Loreweave is ready');
  // In the background: serving does not wait for leftovers of an earlier crash to be cleared.
  sweepImageFiles(ctx)
    .then((swept) => {
      if (swept.removedFiles || swept.removedWorlds)
        app.log.info(swept, 'removed image files no row names');
    })
    .catch((error: unknown) => app.log.warn({ err: error }, 'image file sweep failed'));
  recoverMapPictures(ctx)
    .then((recovered) => {
      if (recovered.restarted || recovered.failed)
        app.log.info(recovered, 'map pictures left tiling were restarted or failed');
    })
    .catch((error: unknown) => app.log.warn({ err: error }, 'map picture recovery failed'));
  // Beside other instances, one that dies leaves its tiling jobs: the others take them once stale.
  if (database.dialect === 'postgres') {
    const adopting = setInterval(() => {
      adoptMapPictures(ctx).catch((error: unknown) =>
        app.log.warn({ err: error }, 'taking over stale map tiling failed'),
      );
    }, defaultMapQueueTimings.staleAfterMs);
    adopting.unref();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
