import type { TocHeading } from "../../../core/content/article";
import { useTranslate } from "../../i18n/use-translate";
import "../../../core/i18n/messages/blog";

/**
 * Desktop table of contents that follows the reader. Drawn without state: the page script
 * (toc-spy.ts) moves `aria-current` as headings pass the band and jumps smoothly on a click.
 */
export function TocSidebar({ headings }: { headings: TocHeading[] }) {
  const t = useTranslate();
  if (headings.length === 0) return null;
  return (
    <nav
      aria-label={t("blog.tableOfContents")}
      data-toc-spy=""
      className="sticky top-36 hidden max-h-[calc(100vh-10rem)] overflow-y-auto lg:block"
    >
      <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{t("blog.tableOfContents")}</h2>
      <ol className="mt-3 space-y-1 border-l border-slate-200">
        {headings.map((heading, index) => (
          <li key={heading.id}>
            <a
              href={`#${heading.id}`}
              aria-current={index === 0 ? "location" : undefined}
              className={`-ml-px block border-l-2 border-transparent py-1 text-sm leading-snug text-slate-600 hover:text-navy-900 aria-[current=location]:border-maple-600 aria-[current=location]:font-semibold aria-[current=location]:text-maple-700 ${heading.depth === 3 ? "pl-6" : "pl-3"}`}
            >
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
