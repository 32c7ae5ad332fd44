import type { QuoteCategorySlug } from "../../../core/shared/trust-claims";
import { useTranslate } from "../../i18n/use-translate";
import type { trackAttributes } from "../../lib/track-attributes";
import { CATEGORY_ICONS } from "./category-icons";
import "../../../core/i18n/messages/home";

/** A large insurance-type button that starts a quote (home hero, province pages). */
export function CategoryCard({
  slug,
  href,
  tracking,
}: {
  slug: QuoteCategorySlug;
  href: string;
  /** The click's analytics event (`trackAttributes`). */
  tracking: ReturnType<typeof trackAttributes>;
}) {
  const t = useTranslate();
  const Icon = CATEGORY_ICONS[slug];
  return (
    <a
      href={href}
      {...tracking}
      className="flex min-h-24 flex-col items-center justify-center gap-2 rounded-2xl border border-slate-200 bg-white p-4 font-semibold text-navy-900 shadow-sm transition-colors duration-150 hover:border-maple-600 hover:text-maple-700 motion-reduce:transition-none"
    >
      <Icon aria-hidden="true" className="h-7 w-7 text-maple-600" />
      {t(`home.category.${slug}`)}
    </a>
  );
}
