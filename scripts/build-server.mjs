// Bundles the server into dist/server/main.mjs (and its search worker and map tiler); dependencies stay in node_modules.
// An argument names another folder (the crash test builds its own copy there); it must lie inside the
// repository, where node_modules is found.
import { build } from 'esbuild';

await build({
  // The search worker is its own file: worker_threads loads it by path.
  entryPoints: {
    main: 'src/server/main.ts',
    'sqlite-search-worker': 'src/server/search/sqlite-search-worker.ts',
    // The map tiler runs as a child process of its own (storage/map-tiler-process.ts).
    'map-tiler-worker': 'src/server/storage/map-tiler-worker.ts',
  },
  outdir: process.argv[2] ?? 'dist/server',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});

// The static site's dialog player runs in browsers from files: one script of its own, beside the server.
await build({
  entryPoints: ['src/server/static-site/player/static-dialog-player.ts'],
  outfile: `${process.argv[2] ?? 'dist/server'}/static-dialog-player.js`,
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2020',
  minify: true,
  logLevel: 'warning',
});
