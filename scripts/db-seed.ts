// `npm run db:seed`: migrates, then seeds content from content/ (idempotent; staff edits are kept).
import { openDatabase } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import { seedDatabase } from "../db/seed";
import { loadConfig } from "../server/config";

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 1 });
try {
  await migrateDatabase(database);
  const report = await seedDatabase(database.db);
  for (const [table, counts] of Object.entries(report)) {
    console.log(
      `${table}: ${counts.inserted} inserted, ${counts.updated} updated, ${counts.unchanged} unchanged, ${counts.keptStaffEdits} kept (edited by staff)`,
    );
  }
} finally {
  await database.close();
}
