// `npm run backup [-- --out FILE]`: a backup of the configured database (DATABASE_URL, else DATA_DIR)
// into ./backups (decision 0052; README, "Backups and restore").
import { join, resolve } from "node:path";
import { PROJECT_ROOT } from "../db/project-root";
import { ConfigError, loadConfig } from "../server/config";
import { backupDatabase, backupFileName, BackupError, kindOf } from "./database-backup";
import { parseBackupArgs } from "./backup-args";

try {
  const args = parseBackupArgs(process.argv.slice(2), "backup");
  const config = loadConfig();
  const target = { databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR };
  const file = resolve(args.file ?? join(PROJECT_ROOT, "backups", backupFileName(kindOf(target), new Date())));
  const startedAt = performance.now();
  const kind = await backupDatabase(target, file);
  console.log(`Backup of the ${kind} database written to ${file} (${Math.round(performance.now() - startedAt)} ms).`);
} catch (error) {
  if (!(error instanceof BackupError || error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
