/**
 * `npm run demo`: makes sure the demo account and world exist in the database
 * the server is configured for (DATA_DIR / DATABASE_URL), exactly as the
 * server does at start when DEMO_WORLD=on, and says what is there.
 */
import pino from 'pino';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { buildApp } from '../src/server/app';
import { demoOwner, demoSeeder, demoWorld } from '../src/server/commands/demo-seeder';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  // The server's own context (clock, tokens, mailer), without listening.
  const { app, ctx } = await buildApp({ config, database, logger: pino({ level: 'warn' }) });
  try {
    const { worldId } = await demoSeeder(ctx);
    const where = database.sqliteFile
      ? `SQLite ${database.sqliteFile}`
      : 'PostgreSQL (DATABASE_URL)';
    console.log(`Demo ready in ${where}:`);
    console.log(
      `  account  ${demoOwner.userName} <${demoOwner.email}>, owner of the world; it has no usable password:`,
    );
    console.log(
      '           visitors get a guest account with "Try now" (POST /api/Account/TryDemo)',
    );
    console.log(`  world    ${demoWorld.name} (/${demoWorld.urlName}), id ${worldId}`);
    if (!config.demoWorld)
      console.log(
        '  note     DEMO_WORLD=off: the server answers "Try now" with 503 until it is on',
      );
  } finally {
    await app.close();
    await database.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
