import { PATHS, STATIC_SITEMAP_PATHS } from "../../core/shared/paths";
import type { Database } from "../../db/client";
import { listLearnCategories } from "../repositories/category-repository";
import { listPublishedCompanyPages } from "../repositories/company-page-repository";
import { listPublishedPostsForSitemap } from "../repositories/post-repository";
import { listPublishedProvincePagesForSitemap } from "../repositories/province-repository";

export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

/** Every public page worth indexing: the static routes plus published content. */
export async function listSitemapEntries(db: Database): Promise<SitemapEntry[]> {
  const [companyPages, posts, provincePages, learnCategories] = await Promise.all([
    listPublishedCompanyPages(db),
    listPublishedPostsForSitemap(db),
    listPublishedProvincePagesForSitemap(db),
    listLearnCategories(db),
  ]);
  return [
    ...STATIC_SITEMAP_PATHS.map((path) => ({ path })),
    ...learnCategories.map((category) => ({ path: PATHS.learn(category.articleSlug ?? category.slug) })),
    ...learnCategories.map((category) => ({ path: `/compare/${category.slug}` })),
    ...provincePages.map((page) => ({ path: PATHS.province(page.slug), lastModified: page.updatedAt })),
    ...posts.map((post) => ({ path: PATHS.blogPost(post.slug), lastModified: post.updatedAt })),
    ...companyPages.map((page) => ({ path: PATHS.company(page.slug), lastModified: page.updatedAt })),
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
    return `<url><loc>${escapeXml(siteUrl + entry.path)}</loc>${lastModified}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
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
