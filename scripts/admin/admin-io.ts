import type { Config } from '../../src/server/config';

/** What a command reads and writes, so tests run commands without a terminal. */
export interface AdminIo {
  config: Config;
  out(line: string): void;
  err(line: string): void;
  /** The whole of standard input, when it is not a terminal; null when it is. */
  readInput(): Promise<string | null>;
}

/** A refusal with a message for the operator and the exit code to end with. */
export class AdminError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = 'AdminError';
  }
}

export async function readStdin(): Promise<string | null> {
  if (process.stdin.isTTY) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
