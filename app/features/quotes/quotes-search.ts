import { CATEGORY_SLUGS, ENTRY_POINTS, type CategorySlug, type EntryPoint } from "../../../core/shared/quote-form";
import { PROVINCES, type ProvinceCode } from "../../../core/shared/provinces";

export interface QuotesSearch {
  category: CategorySlug | null;
  province: ProvinceCode | null;
  from: EntryPoint | null;
  blog: string | null;
  session: string | null;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Reads /quotes?category=&province=&from=&blog=&session=. The province may be a landing-page slug
 * (from province pages) or a code (from comparison pages); anything unknown is ignored, not an error.
 */
export function parseQuotesSearch(params: URLSearchParams): QuotesSearch {
  const category = params.get("category");
  const province = params.get("province")?.toLowerCase() ?? "";
  const from = params.get("from");
  const blog = params.get("blog");
  const session = params.get("session");
  return {
    category: (CATEGORY_SLUGS as readonly string[]).includes(category ?? "") ? (category as CategorySlug) : null,
    province: PROVINCES.find((item) => item.slug === province || item.code.toLowerCase() === province)?.code ?? null,
    from: (ENTRY_POINTS as readonly string[]).includes(from ?? "") ? (from as EntryPoint) : null,
    blog: blog && blog.length <= 200 && SLUG.test(blog) ? blog : null,
    session: session && session.length <= 64 ? session : null,
  };
}
