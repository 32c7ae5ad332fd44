import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import { BRAND } from "../../../core/shared/brand";
import { useLocalizePath, useTranslate } from "../../i18n/use-translate";
import { LanguageSwitch } from "./language-switch";
import { FOOTER_GROUPS } from "./navigation-links";
import "../../../core/i18n/messages/shell";

export function SiteFooter({ year }: { year: number }) {
  const t = useTranslate();
  const localize = useLocalizePath();
  return (
    <footer className="mt-auto bg-navy-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.3fr_3fr]">
        <div className="space-y-4">
          <img
            src="/images/logo-light.svg"
            alt={BRAND.name}
            width={164}
            height={32}
            loading="lazy"
            className="h-8 w-auto"
          />
          <p className="max-w-xs text-sm leading-relaxed">{t("footer.about", { brand: BRAND.name })}</p>
          <p className="flex items-center gap-2 text-sm">
            <Mail aria-hidden="true" className="h-4 w-4 shrink-0" />
            <span className="sr-only">{t("footer.supportLabel")}: </span>
            <a href={`mailto:${BRAND.supportEmail}`} className="text-white underline-offset-4 hover:underline">
              {BRAND.supportEmail}
            </a>
          </p>
          <p className="flex items-center gap-2 text-sm">
            <MapPin aria-hidden="true" className="h-4 w-4 shrink-0" />
            {BRAND.location}
          </p>
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          {FOOTER_GROUPS.map((group) => (
            <nav key={group.titleKey} aria-label={t(group.titleKey)}>
              <h2 className="mb-3 text-sm font-semibold tracking-wide text-white">{t(group.titleKey)}</h2>
              <ul className="space-y-1">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <a
                      href={localize(link.href)}
                      className="inline-flex min-h-8 items-center text-sm text-slate-300 underline-offset-4 hover:text-white hover:underline"
                    >
                      {t(link.labelKey, { brand: BRAND.name })}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="border-t border-white/10">
        {/* Room at the bottom for the concierge's floating button, so it covers nothing at the page's end. */}
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 pb-24 pt-5 text-sm sm:px-6">
          <p>{t("footer.copyright", { year, brand: BRAND.name })}</p>
          <LanguageSwitch className="inline-flex min-h-8 items-center text-white underline underline-offset-4 hover:text-slate-200" />
        </div>
      </div>
    </footer>
  );
}
