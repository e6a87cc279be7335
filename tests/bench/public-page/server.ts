import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../../src/server/config';
import { openDatabase } from '../../../src/server/db/database';
import { buildApp } from '../../../src/server/app';
import { seedPublicWorld } from './seed';

/**
 * The real app with a client folder of the bench's own (the app's
 * index.html: only the page matters here, not the built scripts), seeded
 * with one public world; writes what the bench needs of it (SeededSite) to
 * DATA_DIR/public-page.json once it listens.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const clientDir = path.join(config.dataDir, 'client');
  fs.mkdirSync(clientDir, { recursive: true });
  fs.copyFileSync('src/client/index.html', path.join(clientDir, 'index.html'));
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  const { app, ctx } = await buildApp({ config, database, clientDir });
  const site = await seedPublicWorld(ctx);
  await app.listen({ port: config.port, host: config.host });
  fs.writeFileSync(path.join(config.dataDir, 'public-page.json'), JSON.stringify(site));
  const stop = async () => {
    await app.close();
    await database.destroy();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

void main();
