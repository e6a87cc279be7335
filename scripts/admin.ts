/**
 * `npm run admin -- <command>`: backup, restore, create-user, reset-password,
 * unlock and publish on the database and data folder the server is configured for
 * (see --help and scripts/admin/).
 */
import { ConfigError, loadConfig } from '../src/server/config';
import { readStdin } from './admin/admin-io';
import { runAdmin } from './admin/run-admin';

async function main(): Promise<number> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  return runAdmin(process.argv.slice(2), {
    config,
    out: (line) => console.log(line),
    err: (line) => console.error(line),
    readInput: readStdin,
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
