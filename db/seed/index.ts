import type { Database } from "../client";
import {
  seedCategories,
  seedCategoryProvinceContent,
  seedCompanyPages,
  seedGeneralFaqs,
  seedPartners,
  seedPosts,
  seedProvinceFaqs,
  seedProvincePages,
  seedProvinces,
  seedTestimonials,
  seedTranslations,
} from "./seed-content";
import type { SeedCounts } from "./seed-rows";

export interface SeedReport {
  provinces: SeedCounts;
  categories: SeedCounts;
  companyPages: SeedCounts;
  posts: SeedCounts;
  provincePages: SeedCounts;
  provinceFaqs: SeedCounts;
  generalFaqs: SeedCounts;
  testimonials: SeedCounts;
  categoryProvinceContent: SeedCounts;
  partners: SeedCounts;
  translations: SeedCounts;
}

/** Seeds every content table in one transaction; safe to run on every start. */
export async function seedDatabase(db: Database): Promise<SeedReport> {
  return db.transaction(async (transaction): Promise<SeedReport> => {
    const tx = transaction as unknown as Database;
    return {
      provinces: await seedProvinces(tx),
      categories: await seedCategories(tx),
      companyPages: await seedCompanyPages(tx),
      posts: await seedPosts(tx),
      provincePages: await seedProvincePages(tx),
      provinceFaqs: await seedProvinceFaqs(tx),
      generalFaqs: await seedGeneralFaqs(tx),
      testimonials: await seedTestimonials(tx),
      categoryProvinceContent: await seedCategoryProvinceContent(tx),
      partners: await seedPartners(tx),
      translations: await seedTranslations(tx),
    };
  });
}
