// ESLint flat config. Syntax-only (no type information) so `npm run lint` stays fast.
import { builtinModules } from 'node:module';
import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const nodeBuiltins = new Set(builtinModules);

/** The top-level part of the tree a file or import belongs to, for the boundary rule. */
function zoneOf(absolutePath) {
  const relative = path.relative(root, absolutePath).split(path.sep).join('/');
  const feature = /^src\/client\/features\/([^/]+)\//.exec(relative);
  if (feature) return { area: 'client', feature: feature[1] };
  const serverSide = /^src\/server\/(commands|queries|presenters)\//.exec(relative);
  if (serverSide) return { area: 'server', side: serverSide[1] };
  for (const area of ['shared', 'server', 'client']) {
    if (relative === `src/${area}` || relative.startsWith(`src/${area}/`)) return { area };
  }
  return { area: 'other' };
}

function isNodeBuiltin(source) {
  return source.startsWith('node:') || nodeBuiltins.has(source.split('/')[0]);
}

/**
 * The layering of DESIGN.md and STYLE.md, checked on every import, re-export and
 * dynamic import by resolving relative paths, so the depth of `../` cannot hide a
 * crossing:
 * - a feature never imports another feature (pages under app/ compose them);
 * - src/shared imports neither src/server, src/client nor Node modules (no I/O);
 * - src/client never imports src/server;
 * - on the server, the read side (queries/, presenters/) never imports the write
 *   side (commands/); what both use lives in src/server/model/.
 */
const layerBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        "Keeps shared, server, client and client features apart, and the server's reads from its writes",
    },
    schema: [],
    messages: {
      crossFeature:
        "Feature '{{from}}' imports feature '{{to}}': features never import each other; compose them in src/client/app/.",
      sharedImport:
        'src/shared must stay free of I/O and of either side: it cannot import {{what}}.',
      clientImportsServer:
        'src/client cannot import src/server; put what both sides need in src/shared.',
      readImportsWrite:
        'src/server/{{from}} cannot import src/server/commands; put what both sides need in src/server/model.',
    },
  },
  create(context) {
    const from = zoneOf(context.filename);
    const readSide = from.side === 'queries' || from.side === 'presenters';
    if (from.area === 'other' || (from.area === 'server' && !readSide)) return {};

    function check(node, source) {
      if (typeof source !== 'string') return;
      if (from.area === 'shared' && isNodeBuiltin(source)) {
        context.report({ node, messageId: 'sharedImport', data: { what: `'${source}'` } });
        return;
      }
      if (!source.startsWith('.') && !source.startsWith('/')) return;
      const to = zoneOf(path.resolve(path.dirname(context.filename), source));
      if (readSide && to.side === 'commands') {
        context.report({ node, messageId: 'readImportsWrite', data: { from: from.side } });
      } else if (from.area === 'shared' && (to.area === 'server' || to.area === 'client')) {
        context.report({ node, messageId: 'sharedImport', data: { what: `src/${to.area}` } });
      } else if (from.area === 'client' && to.area === 'server') {
        context.report({ node, messageId: 'clientImportsServer' });
      } else if (from.feature && to.feature && from.feature !== to.feature) {
        context.report({
          node,
          messageId: 'crossFeature',
          data: { from: from.feature, to: to.feature },
        });
      }
    }

    const fromSource = (node) => {
      if (node.source) check(node.source, node.source.value);
    };
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node.source, node.source.value);
      },
    };
  },
};

// Plain .js/.mjs scripts run on Node; typescript-eslint turns no-undef off for .ts files only.
const nodeGlobals = Object.fromEntries(
  [
    'process',
    'console',
    'Buffer',
    'URL',
    'URLSearchParams',
    'setTimeout',
    'clearTimeout',
    'setInterval',
    'clearInterval',
    'setImmediate',
    'AbortController',
    'fetch',
    'structuredClone',
  ].map((name) => [name, 'readonly']),
);

export default defineConfig(
  {
    ignores: ['dist/', 'data/', 'node_modules/', 'test-results/', 'playwright-report/', '.tmp/'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    plugins: { loreweave: { rules: { 'layer-boundaries': layerBoundaries } } },
    rules: {
      'loreweave/layer-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: nodeGlobals },
  },
  {
    // better-sqlite3 12 aborts Node 24 and 13 cannot load on Node 20: the driver module picks one.
    files: ['**/*.{ts,tsx}'],
    ignores: ['src/server/db/sqlite-driver.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        ...['better-sqlite3', 'better-sqlite3-napi'].map((name) => ({
          name,
          allowTypeImports: true,
          message:
            "Open SQLite with SqliteDatabase from src/server/db/sqlite-driver.ts, which picks the runtime's better-sqlite3.",
        })),
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    // The graph canvas is shared client code: no feature (src/client/canvas/README.md).
    files: ['src/client/canvas/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/features/*'], message: 'The graph canvas imports no feature.' }],
        },
      ],
    },
  },
  {
    // The live transport knows the protocol, not what a change means to a view (src/client/live/README.md).
    files: ['src/client/live/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/*', '**/app/*'],
              message:
                'src/client/live imports no feature and no page: features bring their own live rules.',
            },
          ],
        },
      ],
    },
  },
  {
    // Its core draws and hit-tests without a framework; react/ adapts it to React Flow.
    files: ['src/client/canvas/model/**/*.ts', 'src/client/canvas/render/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-dom',
                '@xyflow/*',
                '@mantine/*',
                '**/react/*',
                '**/features/*',
              ],
              message:
                "The canvas's model/ and render/ know neither React, React Flow nor features.",
            },
          ],
        },
      ],
    },
  },
);
