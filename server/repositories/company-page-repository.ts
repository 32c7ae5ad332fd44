import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { companyPages } from "../../db/schema";

export type CompanyPageRow = typeof companyPages.$inferSelect;

export async function findPublishedCompanyPage(db: Database, slug: string): Promise<CompanyPageRow | null> {
  const [page] = await db
    .select()
    .from(companyPages)
    .where(and(eq(companyPages.slug, slug), eq(companyPages.published, true)))
    .limit(1);
  return page ?? null;
}

export async function listPublishedCompanyPages(db: Database): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: companyPages.slug, updatedAt: companyPages.updatedAt })
    .from(companyPages)
    .where(eq(companyPages.published, true))
    .orderBy(companyPages.slug);
}
