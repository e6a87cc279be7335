import fs from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

/**
 * Letters the server "sent". With no SMTP_URL the server writes each message to
 * DATA_DIR/outbox/*.json; playwright.config.ts creates that DATA_DIR and shares
 * it with the workers as LOREWEAVE_E2E_DATA_DIR.
 */
export interface Letter {
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
}

function outboxDir(): string {
  const dataDir = process.env.LOREWEAVE_E2E_DATA_DIR;
  if (!dataDir)
    throw new Error('LOREWEAVE_E2E_DATA_DIR is not set: run through playwright.config.ts');
  return path.join(dataDir, 'outbox');
}

async function lettersTo(address: string): Promise<Letter[]> {
  const folder = outboxDir();
  const names = await fs.readdir(folder).catch(() => [] as string[]);
  const letters: Letter[] = [];
  for (const name of names.filter((entry) => entry.endsWith('.json'))) {
    try {
      const letter = JSON.parse(await fs.readFile(path.join(folder, name), 'utf8')) as Letter;
      if (letter.to.toLowerCase() === address.toLowerCase()) letters.push(letter);
    } catch {
      // A letter still being written: the next poll reads it whole.
    }
  }
  return letters.sort((a, b) => a.sentAt.localeCompare(b.sentAt));
}

/**
 * The newest letter to `address` sent at or after `since`. Waits for it: the
 * server answers before or after the file lands, depending on the disk.
 */
export async function newestLetter(address: string, since: Date): Promise<Letter> {
  let found: Letter | undefined;
  await expect
    .poll(
      async () => {
        const letters = await lettersTo(address);
        found = letters.filter((letter) => new Date(letter.sentAt) >= since).at(-1);
        return found !== undefined;
      },
      {
        message:
          `no letter to ${address} in ${outboxDir()}; a server started outside this run ` +
          '(reuseExistingServer) writes to its own DATA_DIR',
        timeout: 30_000,
      },
    )
    .toBe(true);
  return found!;
}

/** The 6-digit code of a restore letter: it ends the line that gives it ("…is: 123456"). */
export function restoreCode(letter: Letter): string {
  const match = /:\s*(\d{6})\s*$/m.exec(letter.text);
  if (!match?.[1]) throw new Error(`no 6-digit code in the letter:\n${letter.text}`);
  return match[1];
}
