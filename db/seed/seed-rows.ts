import { createHash } from "node:crypto";
import { eq, type InferInsertModel, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../client";

export interface SeedCounts {
  inserted: number;
  updated: number;
  unchanged: number;
  keptStaffEdits: number;
}

export function emptyCounts(): SeedCounts {
  return { inserted: 0, updated: 0, unchanged: 0, keptStaffEdits: 0 };
}

/** JSON with sorted keys, so the same record always hashes the same. */
function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(",")}]`;
  if (value && typeof value === "object" && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableStringify(item)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

export function hashSeedRecord(record: unknown): string {
  return createHash("sha256").update(stableStringify(record)).digest("hex").slice(0, 32);
}

type SeedableTable = PgTable & { seedHash: PgColumn };

/** Matches seed records to rows by one key column. */
export function byColumn<Record>(column: PgColumn, keyOf: (record: Record) => string) {
  return (record: Record) => eq(column, keyOf(record));
}

/**
 * Writes seed records idempotently: a missing row is inserted; a row still carrying the hash of an
 * older seed record is updated; a row whose seed hash is null was edited by staff and is left alone.
 */
export async function seedRows<Table extends SeedableTable>(
  db: Database,
  table: Table,
  identify: (record: InferInsertModel<Table>) => SQL | undefined,
  records: InferInsertModel<Table>[],
): Promise<SeedCounts> {
  const counts = emptyCounts();
  for (const record of records) {
    const hash = hashSeedRecord(record);
    const [existing] = await db
      .select({ seedHash: table.seedHash })
      .from(table as PgTable)
      .where(identify(record))
      .limit(1);
    if (!existing) {
      await db.insert(table).values({ ...record, seedHash: hash });
      counts.inserted += 1;
    } else if (existing.seedHash === null) {
      counts.keptStaffEdits += 1;
    } else if (existing.seedHash === hash) {
      counts.unchanged += 1;
    } else {
      await db
        .update(table)
        // A record that carries its content's own date (a post) keeps it; others are stamped now.
        .set({ updatedAt: new Date(), ...record, seedHash: hash } as never)
        .where(identify(record));
      counts.updated += 1;
    }
  }
  return counts;
}
