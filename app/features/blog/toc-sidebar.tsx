import { useEffect, useState, type MouseEvent } from "react";
import type { TocHeading } from "../../../core/content/article";
import { useTranslate } from "../../i18n/use-translate";
import "../../../core/i18n/messages/blog";

/** Detection band for the current heading (content spec: 100px from the top, 80% from the bottom). */
export const TOC_ROOT_MARGIN = "-100px 0px -80% 0px";

/** Desktop table of contents that follows the reader (scroll-spy). */
export function TocSidebar({ headings }: { headings: TocHeading[] }) {
  const t = useTranslate();
  const [activeId, setActiveId] = useState<string | null>(headings[0]?.id ?? null);

  useEffect(() => {
    const elements = headings
      .map((heading) => document.getElementById(heading.id))
      .filter((element): element is HTMLElement => element !== null);
    if (elements.length === 0 || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.filter((entry) => entry.isIntersecting);
        const topmost = visible.sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top)[0];
        if (topmost) setActiveId(topmost.target.id);
      },
      { rootMargin: TOC_ROOT_MARGIN },
    );
    elements.forEach((element) => observer.observe(element));
    return () => observer.disconnect();
  }, [headings]);

  const jumpTo = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    target.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
    window.history.pushState(window.history.state, "", `#${id}`);
    setActiveId(id);
  };

  if (headings.length === 0) return null;
  return (
    <nav
      aria-label={t("blog.tableOfContents")}
      className="sticky top-36 hidden max-h-[calc(100vh-10rem)] overflow-y-auto lg:block"
    >
      <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{t("blog.tableOfContents")}</h2>
      <ol className="mt-3 space-y-1 border-l border-slate-200">
        {headings.map((heading) => {
          const isActive = heading.id === activeId;
          return (
            <li key={heading.id}>
              <a
                href={`#${heading.id}`}
                onClick={(event) => jumpTo(event, heading.id)}
                aria-current={isActive ? "location" : undefined}
                className={`-ml-px block border-l-2 py-1 text-sm leading-snug ${heading.depth === 3 ? "pl-6" : "pl-3"} ${
                  isActive
                    ? "border-maple-600 font-semibold text-maple-700"
                    : "border-transparent text-slate-600 hover:text-navy-900"
                }`}
              >
                {heading.text}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
