import fs from 'node:fs';
import autocannon, { type Result } from 'autocannon';

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  warmUpSeconds: number;
  seconds: number;
  /** The server process, to read how much CPU it spent (Linux only). */
  serverPid?: number | undefined;
}

export interface LoadResult {
  result: Result;
  /** Server CPU time per answered request in µs, when /proc tells it. */
  cpuMicrosPerRequest: number | undefined;
}

/** Warms up, then measures with autocannon; refuses figures that include errors or non-2xx answers. */
export async function measureLoad(options: LoadOptions): Promise<LoadResult> {
  const { url, connections } = options;
  const headers = options.headers ?? {};
  await autocannon({ url, connections, duration: options.warmUpSeconds, headers });
  const cpuBefore = cpuMillis(options.serverPid);
  const result = await autocannon({ url, connections, duration: options.seconds, headers });
  const cpuAfter = cpuMillis(options.serverPid);
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(
      `${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors; the figures would lie`,
    );
  }
  const cpuMicrosPerRequest =
    cpuBefore !== undefined && cpuAfter !== undefined && result.requests.total > 0
      ? ((cpuAfter - cpuBefore) * 1000) / result.requests.total
      : undefined;
  return { result, cpuMicrosPerRequest };
}

/** User + system CPU time of a process in ms, from /proc/<pid>/stat (clock ticks of 10 ms). */
export function cpuMillis(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the parenthesised command name; utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** Resident memory of a process in MB, from /proc/<pid>/status (Linux); NaN when unknown. */
export function residentMb(pid: number | undefined): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
  } catch {
    return Number.NaN;
  }
}
