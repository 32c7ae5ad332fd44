import { text, timestamp } from "drizzle-orm/pg-core";

/** created_at / updated_at pair shared by every editable table. */
export const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

/**
 * Hash of the seed record that wrote the row. Seeding updates a row only while this still matches
 * a seed record; any staff edit must set it to null so seeding never overwrites staff work.
 */
export const seedHash = { seedHash: text() };
