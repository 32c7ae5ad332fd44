import { PATHS } from "../../../core/shared/paths";
import { useTranslate, useLocalizePath } from "../../i18n/use-translate";
import "../../../core/i18n/messages/shell";

/** The site-wide 404 screen, with a few pages that might help. */
export function NotFoundScreen() {
  const t = useTranslate();
  const localize = useLocalizePath();
  // What a lost visitor most likely came for: quotes, the guides and the blog (issue 24).
  const suggestions = [
    { href: localize(PATHS.quotes), label: t("nav.getQuotes") },
    { href: localize(PATHS.blog), label: t("nav.blog") },
    { href: localize(PATHS.company("how-it-works")), label: t("footer.howItWorks") },
  ];
  return (
    <section className="page-container flex flex-1 flex-col items-center justify-center py-20 text-center">
      <p className="text-sm font-semibold uppercase tracking-wider text-maple-700">404</p>
      <h1 className="mt-2 text-3xl font-bold sm:text-4xl">{t("notFound.heading")}</h1>
      <p className="mt-4 max-w-lg text-slate-600">{t("notFound.message")}</p>
      <ul className="mt-6 flex flex-wrap justify-center gap-3">
        {suggestions.map((link) => (
          <li key={link.href}>
            <a href={link.href} className="button-secondary">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      <a href={localize(PATHS.home)} className="button-primary mt-6">
        {t("notFound.goHome")}
      </a>
    </section>
  );
}
