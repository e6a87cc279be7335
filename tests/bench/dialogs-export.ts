import { pathToFileURL } from 'node:url';
import { generateBranchingDialog } from '../../src/shared/dialogs/dialog-generator';
import { dialogExportFormats, exportDialogText } from '../../src/shared/dialogs/export-formats';
import {
  dialogFileReaders,
  type DialogImportFormat,
} from '../../src/shared/dialogs/import-formats';
import { dialogWarnings } from '../../src/shared/dialogs/dialog-analysis';

/**
 * Export and import time of a 1,000-node branching dialog in each format
 * (target ≤ 200 ms each): the median of several runs after a warm-up, in
 * milliseconds, measured in-process on the pure exporters and readers that the
 * UI and the server's routes call. Each reader reads what the matching exporter
 * wrote.
 */
export { generateBranchingDialog };

export const dialogExportTargetMs = 200;

export interface DialogFormatFigure {
  /** "export yarn", "import twee-3 (twee-harlowe)", … */
  label: string;
  medianMs: number;
  /** The file's size in characters. */
  size: number;
}

export interface DialogExportFigures {
  nodeCount: number;
  runs: number;
  rows: DialogFormatFigure[];
}

const readerOfExport: Record<(typeof dialogExportFormats)[number], DialogImportFormat> = {
  'lorehub-v2': 'lorehub-v2',
  yarn: 'yarn-2',
  'twee-sugarcube': 'twee-3',
  'twee-harlowe': 'twee-3',
  'twee-chapbook': 'twee-3',
};

function medianOf(runs: number, work: () => unknown): number {
  work();
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] as number;
}

export function measureDialogExports(nodeCount = 1_000, runs = 9, seed = 42): DialogExportFigures {
  const { graph, context } = generateBranchingDialog(nodeCount, seed);
  const options = { continueLabel: 'Continue' };
  const rows: DialogFormatFigure[] = [];
  for (const format of dialogExportFormats) {
    const exportOnce = () => exportDialogText(format, graph, context, options).text;
    const text = exportOnce();
    rows.push({
      label: `export ${format}`,
      medianMs: medianOf(runs, exportOnce),
      size: text.length,
    });
    const reader = readerOfExport[format];
    const reading = dialogFileReaders[reader](text);
    if (!reading.ok) throw new Error(`${reader} refused our own ${format} export`);
    rows.push({
      label: `import ${reader}${reader === format ? '' : ` (${format})`}`,
      medianMs: medianOf(runs, () => dialogFileReaders[reader](text)),
      size: text.length,
    });
  }
  return { nodeCount, runs, rows };
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

/** On its own: `npx tsx tests/bench/dialogs-export.ts` (`npm run bench -- dialogs` prints it too). */
export async function run(): Promise<void> {
  const figures = measureDialogExports();
  console.log(`a ${figures.nodeCount}-node branching dialog, median of ${figures.runs} runs:`);
  for (const row of figures.rows) {
    const within = row.medianMs <= dialogExportTargetMs;
    console.log(
      `  ${row.label.padEnd(34)} ${row.medianMs.toFixed(1).padStart(7)} ms  ${(row.size / 1024).toFixed(0).padStart(5)} KiB` +
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
