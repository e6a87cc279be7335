import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The player's file name, in dist/server beside the built server and in every exported site. */
export const playerScriptName = 'static-dialog-player.js';

let cached: string | undefined;

/**
 * The static dialog player for browsers: the file built beside the server
 * (scripts/build-server.mjs), or, when running from source, bundled now with
 * esbuild (a development dependency, present wherever the source runs).
 */
export async function staticPlayerScript(): Promise<string> {
  if (cached !== undefined) return cached;
  const here = path.dirname(fileURLToPath(import.meta.url));
  const built = path.join(here, playerScriptName);
  if (fs.existsSync(built)) {
    cached = fs.readFileSync(built, 'utf8');
    return cached;
  }
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [path.join(here, 'static-dialog-player.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    logLevel: 'warning',
  });
  cached = result.outputFiles[0]!.text;
  return cached;
}
