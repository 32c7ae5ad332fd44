import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../db/client";
import { migrateDatabase } from "../../db/migrate";
import { ensureBuild } from "../../scripts/ensure-build.mjs";
import { TEMPLATE_DATABASE_NAME, adminDatabaseUrl, withDatabase } from "./test-database-names";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplateFile: string;
  }
}

/**
 * Prepares one migrated template database for the whole run: a dumped PGlite data directory, or
 * a PostgreSQL template database when DATABASE_URL is set. Each test file then clones it.
 * Also builds the app once, so integration tests can request real pages.
 */
export default async function setup(project: TestProject) {
  ensureBuild();
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const admin = await openDatabase({ databaseUrl: adminDatabaseUrl(databaseUrl), poolSize: 1 });
    const { sql } = await import("drizzle-orm");
    await admin.db.execute(sql.raw(`drop database if exists ${TEMPLATE_DATABASE_NAME} with (force)`));
    await admin.db.execute(sql.raw(`create database ${TEMPLATE_DATABASE_NAME}`));
    await admin.close();
    const template = await openDatabase({
      databaseUrl: withDatabase(databaseUrl, TEMPLATE_DATABASE_NAME),
      poolSize: 1,
    });
    await migrateDatabase(template);
    await template.close();
    project.provide("pgliteTemplateFile", "");
    return;
  }
  const template = await openDatabase({ dataDir: "memory://" });
  await migrateDatabase(template);
  const dump = await template.dumpDataDir!();
  await template.close();
  const file = join(tmpdir(), `quotemaple-template-${process.pid}.tar.gz`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplateFile", file);
}
