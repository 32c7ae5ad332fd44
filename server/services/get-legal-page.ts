import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Root } from "hast";
import matter from "gray-matter";
import { z } from "../../core/shared/zod";
import { renderMarkdownToTree } from "../../core/content/markdown";
import { LEGAL_SLUGS, type LegalSlug } from "../../core/shared/paths";
import { CONTENT_DIR } from "../../db/project-root";

export interface LegalPageView {
  slug: LegalSlug;
  title: string;
  description: string;
  /** ISO date (YYYY-MM-DD) of the last revision. */
  updated: string;
  body: Root;
}

const frontMatterSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  updated: z
    .union([z.date(), z.iso.date()])
    .transform((value) => (typeof value === "string" ? value : value.toISOString().slice(0, 10))),
});

const cache = new Map<LegalSlug, Promise<LegalPageView>>();

export function isLegalSlug(slug: string): slug is LegalSlug {
  return (LEGAL_SLUGS as readonly string[]).includes(slug);
}

async function loadLegalPage(slug: LegalSlug): Promise<LegalPageView> {
  const file = join(CONTENT_DIR, "legal", `${slug}.md`);
  const parsed = matter(await readFile(file, "utf8"));
  const frontMatter = frontMatterSchema.parse(parsed.data);
  return { slug, ...frontMatter, body: renderMarkdownToTree(parsed.content) };
}

/**
 * Legal pages are versioned markdown in the repository (content/legal), reviewed like code rather
 * than edited in the admin. Parsed once per process.
 */
export async function getLegalPage(slug: string): Promise<LegalPageView | null> {
  if (!isLegalSlug(slug)) return null;
  let page = cache.get(slug);
  if (!page) {
    page = loadLegalPage(slug);
    cache.set(slug, page);
    page.catch(() => cache.delete(slug));
  }
  return page;
}
