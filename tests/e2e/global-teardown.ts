import fs from 'node:fs';

/** Removes the data directory playwright.config.ts created for this run. */
export default function globalTeardown(): void {
  const dataDir = process.env.LOREWEAVE_E2E_DATA_DIR;
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
