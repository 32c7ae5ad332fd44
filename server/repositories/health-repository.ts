import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";

/** One round trip that needs no table, so it answers whatever the schema's state. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
