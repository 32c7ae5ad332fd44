import { LANGUAGES, LOCALES, toLanguage, type Language } from "../../core/i18n/languages";
import { isIndexableComparison } from "../../core/content/comparison";
import { postPath, provinceWords, sectionPath, twinPath, provincePath } from "../../core/shared/localized-paths";
import { PROVINCES } from "../../core/shared/provinces";
import { PATHS, STATIC_SITEMAP_PATHS } from "../../core/shared/paths";
import type { Database } from "../../db/client";
import { listLearnCategories } from "../repositories/category-repository";
import { listPublishedCompanyPages } from "../repositories/company-page-repository";
import { listPublishedPostsForSitemap } from "../repositories/post-repository";
import { listPublishedProvincePagesForSitemap } from "../repositories/province-repository";
import { listTranslations } from "../repositories/translation-repository";

export interface SitemapEntry {
  path: string;
  lastModified?: Date;
  /** The page in each language it exists in, itself included (hreflang, decision 0035). */
  alternates?: Partial<Record<Language, string>>;
}

/** An English page and, when it has one, its French twin, each naming both. */
function withTwin(path: string, french: string | null, lastModified?: Date): SitemapEntry[] {
  const dated = lastModified ? { lastModified } : {};
  if (!french) return [{ path, ...dated }];
  const alternates = { en: path, fr: french };
  return [
    { path, ...dated, alternates },
    { path: french, ...dated, alternates },
  ];
}

/** Every public page worth indexing, in both languages: the static routes plus published content. */
export async function listSitemapEntries(db: Database): Promise<SitemapEntry[]> {
  const [companyPages, posts, provincePages, learnCategories, companyFr, provinceFr, categoryFr] = await Promise.all([
    listPublishedCompanyPages(db),
    listPublishedPostsForSitemap(db),
    listPublishedProvincePagesForSitemap(db),
    listLearnCategories(db),
    listTranslations(db, "company_page", "fr"),
    listTranslations(db, "province_page", "fr"),
    listTranslations(db, "category", "fr"),
  ]);
  const frenchSlug = (translation: { slug: string | null } | undefined) => translation?.slug ?? null;
  const postById = new Map(posts.map((post) => [post.id, post]));
  const translationOf = new Map(posts.flatMap((post) => (post.translationOf ? [[post.translationOf, post]] : [])));
  return [
    ...STATIC_SITEMAP_PATHS.flatMap((path) => withTwin(path, twinPath(path, "fr"))),
    ...learnCategories.flatMap((category) => {
      const french = frenchSlug(categoryFr.get(category.slug));
      return withTwin(
        PATHS.learn(category.articleSlug ?? category.slug),
        categoryFr.get(category.slug)?.fields.articleMd && french ? sectionPath("learn", french, "fr") : null,
      );
    }),
    ...learnCategories.flatMap((category) => {
      // The category's page, and its province pages that may be indexed (the others are noindex).
      const provinces = PROVINCES.filter(() => isIndexableComparison(category.slug, true));
      return [
        PATHS.compare(category.slug),
        ...provinces.map((province) => PATHS.compare(category.slug, provinceWords(province.name))),
      ].flatMap((path) => withTwin(path, categoryFr.has(category.slug) ? twinPath(path, "fr") : null));
    }),
    ...provincePages.flatMap((page) => {
      const french = frenchSlug(provinceFr.get(page.provinceCode));
      return withTwin(PATHS.province(page.slug), french ? provincePath(french, "fr") : null, page.updatedAt);
    }),
    ...posts.flatMap((post) => {
      const language = toLanguage(post.language);
      const twin = (post.translationOf ? postById.get(post.translationOf) : undefined) ?? translationOf.get(post.id);
      const path = postPath(post.slug, language);
      if (!twin) return [{ path, lastModified: post.updatedAt }];
      const twinLanguage = toLanguage(twin.language);
      return [
        {
          path,
          lastModified: post.updatedAt,
          alternates: { [language]: path, [twinLanguage]: postPath(twin.slug, twinLanguage) },
        },
      ];
    }),
    ...companyPages.flatMap((page) => {
      const french = frenchSlug(companyFr.get(page.slug));
      return withTwin(PATHS.company(page.slug), french ? sectionPath("company", french, "fr") : null, page.updatedAt);
    }),
  ];
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

export function renderSitemapXml(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastModified = entry.lastModified
      ? `<lastmod>${entry.lastModified.toISOString().slice(0, 10)}</lastmod>`
      : "";
    const alternates = entry.alternates
      ? LANGUAGES.flatMap((language) => {
          const path = entry.alternates?.[language];
          return path
            ? [`<xhtml:link rel="alternate" hreflang="${LOCALES[language]}" href="${escapeXml(siteUrl + path)}"/>`]
            : [];
        }).join("")
      : "";
    return `<url><loc>${escapeXml(siteUrl + entry.path)}</loc>${lastModified}${alternates}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export function renderRobotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin/",
    "Disallow: /api/",
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
