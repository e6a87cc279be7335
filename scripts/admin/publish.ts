import path from 'node:path';
import pino from 'pino';
import { openDatabase } from '../../src/server/db/database';
import { buildApp } from '../../src/server/app';
import { buildStaticSite, StaticSiteRefused } from '../../src/server/static-site/static-site';
import { folderIsFree, writeSiteFolder } from '../../src/server/static-site/site-output';
import { isSiteLanguage } from '../../src/server/static-site/site-words';
import { AdminError, type AdminIo } from './admin-io';

const usage = 'usage: publish <owner>/<world> <OUT_DIR> [--lang en|ru] [--force]';

/** publish: the public part of a world as a static site in a folder. */
export async function publish(
  io: AdminIo,
  args: string[],
  options: { force: boolean; lang: string | undefined },
): Promise<void> {
  const [address, outDir] = args;
  const [owner, urlName, extra] = address?.split('/') ?? [];
  if (!owner || !urlName || extra !== undefined || !outDir) throw new AdminError(usage);
  const language = options.lang ?? 'en';
  if (!isSiteLanguage(language)) throw new AdminError(`--lang: en or ru, not "${language}".`);
  const folder = path.resolve(outDir);
  if (!options.force && !folderIsFree(folder))
    throw new AdminError(`${folder} is not empty: choose an empty folder, or add --force.`);

  const database = await openDatabase({
    dataDir: io.config.dataDir,
    databaseUrl: io.config.databaseUrl,
  });
  // The export is this process's only reader: no per-address budget to wait on.
  const config = { ...io.config, publicReadRateLimitPerMinute: 1_000_000_000 };
  const { app, ctx } = await buildApp({ config, database, logger: pino({ level: 'warn' }) });
  try {
    await app.ready();
    const world = await ctx.db
      .selectFrom('worlds')
      .innerJoin('users', 'users.id', 'worlds.owner_id')
      .select('worlds.id')
      .where('users.user_name', '=', owner)
      .where('worlds.url_name', '=', urlName)
      .executeTakeFirst();
    if (!world) throw new AdminError(`There is no world ${owner}/${urlName}.`);
    const site = await buildStaticSite(app, ctx.db, { worldId: world.id, language });
    writeSiteFolder(site, folder);
    for (const line of site.summary) io.out(line);
    io.out(`Wrote ${site.files.size} file(s) to ${folder}; open index.html.`);
  } catch (error) {
    if (error instanceof StaticSiteRefused) throw new AdminError(error.message);
    throw error;
  } finally {
    await app.close();
    await database.destroy();
  }
}
