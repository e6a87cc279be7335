import { pathToFileURL } from 'node:url';
import { generateBranchingDialog } from '../../src/shared/dialogs/dialog-generator';
import { exportLoreHub } from '../../src/shared/dialogs/export-lorehub';
import { exportTwee } from '../../src/shared/dialogs/export-twee';
import { exportYarn } from '../../src/shared/dialogs/export-yarn';
import { dialogWarnings } from '../../src/shared/dialogs/dialog-analysis';

/**
 * Export time of a 1,000-node branching dialog in each format (issue 7,
 * target ≤ 200 ms each): the median of several runs after a warm-up, in
 * milliseconds, measured in-process on the pure exporters the UI calls.
 */
export { generateBranchingDialog };

export const dialogExportTargetMs = 200;

export interface DialogExportFigures {
  nodeCount: number;
  runs: number;
  /** Median milliseconds per format. */
  medianMs: { lorehub: number; yarn: number; twee: number };
  /** Output size per format, in characters. */
  sizes: { lorehub: number; yarn: number; twee: number };
}

export function measureDialogExports(nodeCount = 1_000, runs = 9, seed = 42): DialogExportFigures {
  const { graph, context } = generateBranchingDialog(nodeCount, seed);
  const exporters = {
    lorehub: () => exportLoreHub(graph, context).json,
    yarn: () => exportYarn(graph, context),
    twee: () => exportTwee(graph, context),
  };
  const medianMs = { lorehub: 0, yarn: 0, twee: 0 };
  const sizes = { lorehub: 0, yarn: 0, twee: 0 };
  for (const format of ['lorehub', 'yarn', 'twee'] as const) {
    const exportOnce = exporters[format];
    sizes[format] = exportOnce().length;
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      exportOnce();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    medianMs[format] = times[Math.floor(times.length / 2)] as number;
  }
  return { nodeCount, runs, medianMs, sizes };
}

/**
 * The builder's warnings (unreachable nodes, dead ends, …) over a generated dialog of
 * `nodeCount` nodes: the median milliseconds of several runs after a warm-up. The builder
 * runs this on every edit, so it has to stay linear.
 */
export function measureDialogWarnings(
  nodeCount = 5_000,
  runs = 9,
  seed = 7,
): { nodeCount: number; runs: number; medianMs: number } {
  const { graph, context } = generateBranchingDialog(nodeCount, seed);
  dialogWarnings(graph, context);
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    dialogWarnings(graph, context);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { nodeCount, runs, medianMs: times[Math.floor(times.length / 2)] as number };
}

/** For `npm run bench -- dialogs` once it is registered in run.ts. */
export async function run(): Promise<void> {
  const figures = measureDialogExports();
  console.log(
    `export of a ${figures.nodeCount}-node branching dialog, median of ${figures.runs} runs:`,
  );
  for (const format of ['lorehub', 'yarn', 'twee'] as const) {
    const ms = figures.medianMs[format];
    const within = ms <= dialogExportTargetMs;
    console.log(
      `  ${format.padEnd(8)} ${ms.toFixed(1).padStart(7)} ms  ${(figures.sizes[format] / 1024).toFixed(0).padStart(5)} KiB` +
        `  target ≤ ${dialogExportTargetMs} ms  ${within ? 'ok' : 'OVER'}`,
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  run().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
