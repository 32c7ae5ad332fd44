import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Root } from "hast";
import matter from "gray-matter";
import { z } from "../../core/shared/zod";
import { renderMarkdownToTree } from "../../core/content/markdown";
import { LEGAL_SLUGS, type LegalSlug } from "../../core/shared/paths";
import { CONTENT_DIR } from "../../db/project-root";
import type { Language } from "../../core/i18n/languages";
import { LEGAL_SLUGS_FR } from "../../core/shared/localized-paths";

export interface LegalPageView {
  slug: LegalSlug;
  title: string;
  description: string;
  /** ISO date (YYYY-MM-DD) of the last revision. */
  updated: string;
  body: Root;
}

const frontMatterSchema = z.object({
  /** A translation's own address (content/fr/legal); the English file's name is its slug. */
  slug: z.string().optional(),
  title: z.string().min(1),
  description: z.string().min(1),
  updated: z
    .union([z.date(), z.iso.date()])
    .transform((value) => (typeof value === "string" ? value : value.toISOString().slice(0, 10))),
});

const cache = new Map<string, Promise<LegalPageView>>();

export function isLegalSlug(slug: string): slug is LegalSlug {
  return (LEGAL_SLUGS as readonly string[]).includes(slug);
}

async function loadLegalPage(slug: LegalSlug, language: Language): Promise<LegalPageView> {
  const file = join(CONTENT_DIR, language === "en" ? "legal" : join(language, "legal"), `${slug}.md`);
  const parsed = matter(await readFile(file, "utf8"));
  const { slug: _address, ...frontMatter } = frontMatterSchema.parse(parsed.data);
  return { slug, ...frontMatter, body: renderMarkdownToTree(parsed.content) };
}

/** The English slug of a legal page from its address in `language`. */
function legalSlugFor(slug: string, language: Language): LegalSlug | null {
  if (language === "en") return isLegalSlug(slug) ? slug : null;
  const english = Object.entries(LEGAL_SLUGS_FR).find(([, french]) => french === slug)?.[0];
  return english && isLegalSlug(english) ? english : null;
}

/**
 * Legal pages are versioned markdown in the repository (content/legal, content/fr/legal), reviewed
 * like code rather than edited in the admin. Parsed once per process and language.
 */
export async function getLegalPage(slug: string, language: Language = "en"): Promise<LegalPageView | null> {
  const english = legalSlugFor(slug, language);
  if (!english) return null;
  const key = `${language}:${english}`;
  let page = cache.get(key);
  if (!page) {
    page = loadLegalPage(english, language);
    cache.set(key, page);
    page.catch(() => cache.delete(key));
  }
  return page;
}
