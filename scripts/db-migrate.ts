// `npm run db:migrate`: applies pending migrations to the configured database (DATABASE_URL or DATA_DIR).
import { openDatabase } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import { loadConfig } from "../server/config";

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 1 });
try {
  await migrateDatabase(database);
  console.log(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
