import { spawn } from 'node:child_process';
import { repoRoot } from './server-process';

export interface GenerateTarget {
  dataDir: string;
  /** PostgreSQL database to fill instead of the SQLite file in dataDir. */
  databaseUrl?: string | undefined;
}

/**
 * Runs `npm run generate -- <args>` (scripts/generate.ts) against a data
 * folder or a PostgreSQL database, its output going to ours; rejects when it fails.
 */
export async function runGenerate(target: GenerateTarget, args: string[]): Promise<void> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: target.dataDir };
  delete env['NODE_OPTIONS'];
  delete env['DATABASE_URL'];
  if (target.databaseUrl) env['DATABASE_URL'] = target.databaseUrl;
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/generate.ts', ...args], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`npm run generate -- ${args.join(' ')} failed (exit ${code})`);
}
