import { ChevronRight, Home } from "lucide-react";
import { useLocalizePath, useTranslate } from "../../i18n/use-translate";
import "../../../core/i18n/messages/shell";

export interface BreadcrumbItem {
  label: string;
  href?: string;
}

/** Home icon, then the trail; the last item is the current page. */
export function Breadcrumb({ items }: { items: BreadcrumbItem[] }) {
  const t = useTranslate();
  const localize = useLocalizePath();
  return (
    <nav aria-label={t("breadcrumb.label")} className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1.5">
        <li>
          <a href={localize("/")} className="inline-flex min-h-6 items-center rounded hover:text-maple-700">
            <Home aria-hidden="true" className="h-4 w-4" />
            <span className="sr-only">{t("breadcrumb.home")}</span>
          </a>
        </li>
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`} className="flex min-w-0 items-center gap-1.5">
              <ChevronRight aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-400" />
              {item.href && !isCurrent ? (
                <a href={item.href} className="hover:text-maple-700">
                  {item.label}
                </a>
              ) : (
                <span aria-current={isCurrent ? "page" : undefined} className="truncate font-medium text-slate-800">
                  {item.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
