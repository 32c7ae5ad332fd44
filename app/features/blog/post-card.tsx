import { Clock } from "lucide-react";
import { LOCALES } from "../../../core/i18n/languages";
import { postPath } from "../../../core/shared/localized-paths";
import type { PostCardView } from "../../../server/services/list-blog-posts";
import { useLanguage, useTranslate } from "../../i18n/use-translate";
import { formatLongDate } from "../../lib/format-date";
import { categoryLabelKey } from "./category-label";
import "../../../core/i18n/messages/blog";
import "../../../core/i18n/messages/language";

/** A post in a grid. A plain link: opening a post is a full page load (content spec). */
export function PostCard({
  post,
  compact = false,
  headingLevel = 2,
}: {
  post: PostCardView;
  compact?: boolean;
  /** h2 in a page's main grid, h3 under a section heading. */
  headingLevel?: 2 | 3;
}) {
  const t = useTranslate();
  const language = useLanguage();
  // A post not translated into the page's language is listed too, at its own address, with its language.
  const isOtherLanguage = post.language !== language;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow duration-200 hover:shadow-md motion-reduce:transition-none">
      {post.coverImageUrl && <CoverImage src={post.coverImageUrl} />}
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-5">
        {!compact && post.category && (
          <span className="w-fit rounded-full bg-maple-50 px-2.5 py-0.5 text-xs font-semibold text-maple-700">
            {t(categoryLabelKey(post.category))}
          </span>
        )}
        {isOtherLanguage && (
          <span className="w-fit text-xs font-semibold uppercase tracking-wide text-slate-600">
            {t("language.postInOther")}
          </span>
        )}
        <Heading className="text-base font-semibold leading-snug text-navy-900 sm:text-lg">
          <a
            href={postPath(post.slug, post.language)}
            {...(isOtherLanguage ? { hrefLang: LOCALES[post.language], lang: LOCALES[post.language] } : {})}
            className="after:absolute after:inset-0 group-hover:text-maple-700"
          >
            {post.title}
          </a>
        </Heading>
        {/* A post in the other language shows its title only, marked with its language. */}
        {!compact && !isOtherLanguage && post.excerpt && (
          <p className="hidden text-[15px] leading-relaxed text-slate-600 sm:block">{post.excerpt}</p>
        )}
        <p className="mt-auto flex items-center gap-3 pt-2 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="h-4 w-4" />
            {t("blog.readingTime", { minutes: post.readingMin })}
          </span>
          {!compact && (
            <time dateTime={post.date} className="hidden sm:inline">
              {formatLongDate(post.date, language)}
            </time>
          )}
        </p>
      </div>
    </article>
  );
}

/**
 * A post's cover (1200x630, decorative: the title says what it is about). The one at the top of a
 * post loads first (`eager`); on cards it waits until it is near the screen.
 */
export function CoverImage({
  src,
  eager = false,
  className = "",
}: {
  src: string;
  eager?: boolean;
  className?: string;
}) {
  return (
    <img
      src={src}
      alt=""
      width={1200}
      height={630}
      {...(eager ? { fetchPriority: "high" as const } : { loading: "lazy" as const })}
      className={`aspect-[1200/630] w-full bg-slate-100 object-cover ${className}`}
    />
  );
}
