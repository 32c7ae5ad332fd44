import type { Database } from "../client";
import { seedCategories, seedCompanyPages, seedProvinces } from "./seed-content";
import type { SeedCounts } from "./seed-rows";

export type SeedReport = Record<string, SeedCounts>;

/** Seeds every content table in one transaction; safe to run on every start. */
export async function seedDatabase(db: Database): Promise<SeedReport> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    return {
      provinces: await seedProvinces(tx),
      categories: await seedCategories(tx),
      companyPages: await seedCompanyPages(tx),
    };
  });
}
