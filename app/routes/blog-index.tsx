import { ChevronLeft, ChevronRight, Filter } from "lucide-react";
import { parseBlogIndexQuery } from "../../core/content/blog-query";
import type { PostCategory } from "../../core/content/blog-rules";
import { createTranslator } from "../../core/i18n/translate";
import { BRAND } from "../../core/shared/brand";
import { PATHS } from "../../core/shared/paths";
import { buildPageMeta, siteUrlFromMatches } from "../components/seo/meta";
import { Breadcrumb } from "../components/ui/breadcrumb";
import { categoryLabelKey } from "../features/blog/category-label";
import { PostCard } from "../features/blog/post-card";
import { loadAsDocument, type RouteHandle } from "../lib/page-hydration";
import { useLanguage, useLocalizePath, useTranslate } from "../i18n/use-translate";
import { requestLanguage } from "../lib/request-language";
import { languageOfPath, type Language } from "../../core/i18n/languages";
import { localizePath } from "../../core/shared/localized-paths";
import type { Route } from "./+types/blog-index";
import "../../core/i18n/messages/blog";
import "../../core/i18n/messages/shell";
import { publicPageHeadersReading } from "../../core/shared/page-cache-header";

/** The same page for every visitor: the server may keep it for a minute (ADR 0023). */
export const headers = publicPageHeadersReading("category", "page");
/**
 * Sent without React's JavaScript (decision 0032): a filter or another page of posts is a page
 * load of its own address, which the shared cache keeps.
 */
export const handle: RouteHandle = { hydrate: false };
export const clientLoader = loadAsDocument;

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseBlogIndexQuery(new URL(request.url).searchParams);
  return context.services.listBlogPosts(query, requestLanguage(request));
}

export function meta({ data, matches, location }: Route.MetaArgs) {
  const language = languageOfPath(location.pathname);
  const t = createTranslator(language);
  const page = data?.page ?? 1;
  const category = data?.category;
  const params = new URLSearchParams();
  if (category) params.set("category", category);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return buildPageMeta({
    title: t("blog.metaTitle"),
    description: t("blog.description"),
    path: localizePath(`${PATHS.blog}${query ? `?${query}` : ""}`, language),
    siteUrl: siteUrlFromMatches(matches),
  });
}

function blogHref(language: Language, category: PostCategory | null, page = 1): string {
  const params = new URLSearchParams();
  if (category) params.set("category", category);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return localizePath(query ? `${PATHS.blog}?${query}` : PATHS.blog, language);
}

function FilterButton({ label, href, isActive }: { label: string; href: string; isActive: boolean }) {
  return (
    <a
      href={href}
      aria-current={isActive ? "page" : undefined}
      className={`inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium transition-colors duration-150 motion-reduce:transition-none ${
        isActive
          ? "border-maple-600 bg-maple-600 text-white"
          : "border-slate-300 bg-white text-slate-700 hover:border-maple-600 hover:text-maple-700"
      }`}
    >
      {label}
    </a>
  );
}

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const localize = useLocalizePath();
  const language = useLanguage();
  const { posts, category, categories, page, totalPages } = loaderData;

  return (
    <div className="page-container py-8 sm:py-12">
      <Breadcrumb items={[{ label: t("nav.blog") }]} />
      <header className="mt-6 max-w-3xl">
        <p className="text-base font-medium text-maple-700">{t("blog.subtitle")}</p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight sm:text-5xl">{t("blog.title", { brand: BRAND.name })}</h1>
      </header>

      {categories.length > 0 && (
        <div className="mt-8 flex flex-wrap items-center gap-2" role="group" aria-label={t("blog.filterGroupLabel")}>
          <span className="mr-1 inline-flex items-center gap-1.5 text-sm font-semibold text-slate-700">
            <Filter aria-hidden="true" className="h-4 w-4" />
            {t("blog.filterLabel")}
          </span>
          <FilterButton label={t("blog.allPosts")} href={blogHref(language, null)} isActive={category === null} />
          {categories.map((item) => (
            <FilterButton
              key={item}
              label={t(categoryLabelKey(item))}
              href={blogHref(language, item)}
              isActive={category === item}
            />
          ))}
        </div>
      )}

      {posts.length === 0 ? (
        <div className="mt-12 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 py-16 text-center">
          <p className="text-lg font-semibold text-navy-900">{t("blog.noPosts")}</p>
          {category && (
            <a href={localize(PATHS.blog)} className="button-secondary mt-4">
              {t("blog.clearFilter")}
            </a>
          )}
        </div>
      ) : (
        <div className="mt-8 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-3">
          {posts.map((post) => (
            <PostCard key={post.slug} post={post} />
          ))}
        </div>
      )}

      {totalPages > 1 && (
        <nav aria-label={t("blog.paginationLabel")} className="mt-10 flex items-center justify-center gap-4">
          {page > 1 ? (
            <a href={blogHref(language, category, page - 1)} className="button-secondary">
              <ChevronLeft aria-hidden="true" className="h-4 w-4" />
              {t("blog.previous")}
            </a>
          ) : (
            <span aria-disabled="true" className="button-secondary cursor-not-allowed opacity-50">
              <ChevronLeft aria-hidden="true" className="h-4 w-4" />
              {t("blog.previous")}
            </span>
          )}
          <span className="text-sm text-slate-700">{t("blog.pageOf", { page, total: totalPages })}</span>
          {page < totalPages ? (
            <a href={blogHref(language, category, page + 1)} className="button-secondary">
              {t("blog.next")}
              <ChevronRight aria-hidden="true" className="h-4 w-4" />
            </a>
          ) : (
            <span aria-disabled="true" className="button-secondary cursor-not-allowed opacity-50">
              {t("blog.next")}
              <ChevronRight aria-hidden="true" className="h-4 w-4" />
            </span>
          )}
        </nav>
      )}
    </div>
  );
}
