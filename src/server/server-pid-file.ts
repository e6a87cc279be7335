import fs from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR/server.pid names the process serving that data folder, so the
 * admin command can refuse to restore under a running server. A file left by
 * a crash names a process that is gone, which counts as not running.
 */
export function pidFilePath(dataDir: string): string {
  return path.join(dataDir, 'server.pid');
}

export function writePidFile(dataDir: string): void {
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(pidFilePath(dataDir), `${process.pid}\n`);
}

/** Removes the file if it still names this process (another server may have started on the folder since). */
export function removePidFile(dataDir: string): void {
  if (runningServerPid(dataDir) === process.pid) fs.rmSync(pidFilePath(dataDir), { force: true });
}

/** The pid of a live server on the folder, or null. */
export function runningServerPid(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(pidFilePath(dataDir), 'utf8').trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: alive, owned by someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}
