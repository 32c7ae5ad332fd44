// `npm run restore -- FILE [--replace]`: puts a backup made by `npm run backup` back into the
// configured database (DATABASE_URL, else DATA_DIR). Stop the server first (decision 0052).
import { resolve } from "node:path";
import { ConfigError, loadConfig } from "../server/config";
import { BackupError, restoreDatabase } from "./database-backup";
import { parseBackupArgs } from "./backup-args";

try {
  const args = parseBackupArgs(process.argv.slice(2), "restore");
  const config = loadConfig();
  const file = resolve(args.file!);
  const startedAt = performance.now();
  const outcome = await restoreDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }, file, {
    replace: args.replace,
  });
  console.log(`Restored ${file} into the ${outcome.kind} database (${Math.round(performance.now() - startedAt)} ms).`);
  if (outcome.previousDataDir) console.log(`The folder it replaced is kept at ${outcome.previousDataDir}.`);
} catch (error) {
  if (!(error instanceof BackupError || error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
