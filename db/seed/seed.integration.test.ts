import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../tests/helpers/test-database";
import { migrateDatabase } from "../migrate";
import { buildPost } from "../factories/post-factory";
import { categories, companyPages, generalFaqs, posts, provinces } from "../schema";
import { seedDatabase } from "./index";
import { generalFaqRecords, seedGeneralFaqs } from "./seed-content";
import { byColumn, seedRows } from "./seed-rows";

let database: TestDatabase;

beforeEach(async () => {
  database = await createTestDatabase();
});

afterEach(async () => {
  await database.destroy();
});

describe("seedDatabase", () => {
  it("seeds the ten provinces, five categories and four company pages", async () => {
    const report = await seedDatabase(database.db);
    expect(report.provinces.inserted).toBe(10);
    expect(report.categories.inserted).toBe(5);
    expect(report.companyPages.inserted).toBe(4);
    const slugs = (await database.db.select({ slug: companyPages.slug }).from(companyPages))
      .map((row) => row.slug)
      .sort();
    expect(slugs).toEqual(["about-us", "how-it-works", "partners", "why-choose-quotemaple"]);
    const categorySlugs = (await database.db.select({ slug: categories.slug }).from(categories)).map((row) => row.slug);
    expect(categorySlugs.sort()).toEqual(["business", "car", "home", "life", "travel"]);
  });

  it("changes nothing on a second run", async () => {
    await seedDatabase(database.db);
    const before = await database.db.select().from(companyPages).orderBy(companyPages.slug);
    const report = await seedDatabase(database.db);
    for (const counts of Object.values(report)) {
      expect(counts.inserted + counts.updated).toBe(0);
    }
    const after = await database.db.select().from(companyPages).orderBy(companyPages.slug);
    expect(after).toEqual(before);
  });

  it("never overwrites a row staff have edited", async () => {
    await seedDatabase(database.db);
    await database.db
      .update(companyPages)
      .set({ heroTitle: "Edited by staff", seedHash: null })
      .where(eq(companyPages.slug, "about-us"));
    const report = await seedDatabase(database.db);
    expect(report.companyPages.keptStaffEdits).toBe(1);
    const [page] = await database.db.select().from(companyPages).where(eq(companyPages.slug, "about-us"));
    expect(page?.heroTitle).toBe("Edited by staff");
  });

  it("updates an untouched seeded row when its seed content changes", async () => {
    const record = { code: "ON", name: "Ontario", slug: "ontario-auto-insurance-quote", active: true };
    const first = await seedRows(
      database.db,
      provinces,
      byColumn(provinces.code, (row: { code: string }) => row.code),
      [record],
    );
    expect(first.inserted).toBe(1);
    const second = await seedRows(
      database.db,
      provinces,
      byColumn(provinces.code, (row: { code: string }) => row.code),
      [{ ...record, active: false }],
    );
    expect(second.updated).toBe(1);
    const [row] = await database.db.select().from(provinces).where(eq(provinces.code, "ON"));
    expect(row?.active).toBe(false);
  });

  it("dates a seeded post by its content file, not by the time of seeding, also when its text changes", async () => {
    await seedDatabase(database.db);
    const [glossary] = await database.db.select().from(posts).where(eq(posts.slug, "car-insurance-glossary"));
    // content/posts/car-insurance-glossary.md: published_at 2026-01-27, no updated_at.
    expect(glossary?.updatedAt.toISOString()).toBe("2026-01-27T00:00:00.000Z");
    const record = buildPost({ slug: "dated-post", publishedAt: new Date("2026-02-01T12:00:00Z") });
    const identify = byColumn(posts.slug, (row: { slug: string }) => row.slug);
    await seedRows(database.db, posts, identify, [{ ...record, updatedAt: new Date("2026-02-01T12:00:00Z") }]);
    const revised = { ...record, contentMd: `${record.contentMd}\n\nA revised paragraph.` };
    await seedRows(database.db, posts, identify, [{ ...revised, updatedAt: new Date("2026-03-05T12:00:00Z") }]);
    const [row] = await database.db.select().from(posts).where(eq(posts.slug, "dated-post"));
    expect(row?.updatedAt.toISOString()).toBe("2026-03-05T12:00:00.000Z");
    expect(row?.contentMd).toContain("A revised paragraph.");
  });

  it("seeds the general questions in order and drops one taken out of the file, but not a staff edit", async () => {
    const report = await seedDatabase(database.db);
    expect(report.generalFaqs.inserted).toBe(generalFaqRecords("en").length);
    await database.db.insert(generalFaqs).values([
      { slug: "taken-out", question: "Gone?", answer: "Yes.", displayOrder: 99, seedHash: "an older seed" },
      { slug: "written-by-staff", question: "Kept?", answer: "Yes.", displayOrder: 98, seedHash: null },
    ]);
    const again = await seedGeneralFaqs(database.db);
    expect(again).toMatchObject({ inserted: 0, updated: 1 });
    const slugs = (
      await database.db.select({ slug: generalFaqs.slug }).from(generalFaqs).orderBy(generalFaqs.displayOrder)
    ).map((row) => row.slug);
    expect(slugs).toEqual([...generalFaqRecords("en").map((faq) => faq.slug), "written-by-staff"]);
  });

  it("applies migrations idempotently", async () => {
    await expect(migrateDatabase(database)).resolves.toBeUndefined();
    await expect(migrateDatabase(database)).resolves.toBeUndefined();
  });
});
