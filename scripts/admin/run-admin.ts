import { parseArgs } from 'node:util';
import { AdminError, type AdminIo } from './admin-io';
import { backup } from './backup';
import { restore } from './restore';
import { createUser, resetPassword, unlock } from './accounts';
import { publish } from './publish';

export const adminHelp = `Loreweave administration, on the server's configuration (DATA_DIR, DATABASE_URL).

  npm run admin -- backup [file.zip]
      The database and the images in one zip, while the server runs (SQLite: the
      online backup API; PostgreSQL: pg_dump). Default file:
      loreweave-backup-<time>.zip in the current folder.
  npm run admin -- restore <file.zip> [--force]
      Puts a backup back. Refused while a server runs on DATA_DIR (DATA_DIR/server.pid)
      unless --force; the replaced files move to DATA_DIR/before-restore-<time>/.
  npm run admin -- create-user <name> <email> [--password <password>]
  npm run admin -- reset-password <name> [--password <password>]
      The password comes from --password, else from the first line of standard
      input, else a generated one is printed. A reset ends the user's sessions
      and lifts any lock.
  npm run admin -- unlock <name>
      Forgets the user's failed sign-ins, which lifts a lockout (code 4002).
  npm run admin -- publish <owner>/<world> <OUT_DIR> [--lang en|ru] [--force]
      The public part of a public world as a static site any static host serves
      (or open OUT_DIR/index.html from disk): exactly what a signed-out reader
      sees. --lang sets the pages' own words (default en); a non-empty OUT_DIR
      is refused unless --force; a private world is refused.

Exit codes: 0 done, 1 refused or failed (the message says why), 2 a server is running.`;

/** Runs one admin command; answers the exit code. */
export async function runAdmin(argv: string[], io: AdminIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        help: { type: 'boolean', short: 'h' },
        force: { type: 'boolean' },
        password: { type: 'string' },
        lang: { type: 'string' },
      },
    });
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    io.err('See npm run admin -- --help');
    return 1;
  }
  const [command, ...args] = parsed.positionals;
  const { help, force, password, lang } = parsed.values;
  if (help || !command) {
    (command || help ? io.out : io.err)(adminHelp);
    return help ? 0 : 1;
  }
  try {
    switch (command) {
      case 'backup':
        await backup(io, args);
        return 0;
      case 'restore':
        await restore(io, args, { force: force === true });
        return 0;
      case 'create-user':
        await createUser(io, args, { password });
        return 0;
      case 'reset-password':
        await resetPassword(io, args, { password });
        return 0;
      case 'unlock':
        await unlock(io, args);
        return 0;
      case 'publish':
        await publish(io, args, { force: force === true, lang });
        return 0;
      default:
        io.err(`Unknown command "${command}".\n\n${adminHelp}`);
        return 1;
    }
  } catch (error) {
    if (error instanceof AdminError) {
      io.err(error.message);
      return error.exitCode;
    }
    io.err(error instanceof Error ? (error.stack ?? error.message) : String(error));
    return 1;
  }
}
