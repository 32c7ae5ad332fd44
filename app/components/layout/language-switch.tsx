import { useLocation, useMatches } from "react-router";
import { LOCALES, otherLanguage } from "../../../core/i18n/languages";
import { switchTarget } from "../../../core/shared/localized-paths";
import { useLanguage, useTranslate } from "../../i18n/use-translate";
import type { Alternates } from "../seo/meta";
import { useSwitchParams, withParams } from "../../lib/switch-state";
import "../../../core/i18n/messages/language";

/** The other language's address of this page: the one a route's loader declares, or the address table's. */
export function useSwitchTarget(): string {
  const language = useLanguage();
  const location = useLocation();
  const matches = useMatches();
  const other = otherLanguage(language);
  let declared: string | null | undefined;
  for (const match of [...matches].reverse()) {
    const alternates = (match.data as { alternates?: Alternates } | undefined)?.alternates;
    if (alternates) {
      declared = alternates[other] ?? null;
      break;
    }
  }
  const carried = useSwitchParams();
  return withParams(switchTarget(location.pathname + location.search, other, declared), carried);
}

/**
 * The link to this page in the other language, written in that language (decision 0035). The page
 * script remembers the choice when it is followed, and offers the other language to a visitor who
 * seems to want it (`offers`, the header's).
 */
export function LanguageSwitch({ className, offers = false }: { className: string; offers?: boolean }) {
  const t = useTranslate();
  const other = otherLanguage(useLanguage());
  // The header's switch carries the offer of the other language the page script may show (in it).
  const offer = offers
    ? {
        "data-offer": t("language.offer"),
        "data-offer-accept": t("language.offerAccept"),
        "data-offer-dismiss": t("language.offerDismiss"),
      }
    : {};
  return (
    <a
      href={useSwitchTarget()}
      hrefLang={LOCALES[other]}
      lang={LOCALES[other]}
      aria-label={t("language.switchLabel")}
      data-language-switch={other}
      {...offer}
      className={className}
    >
      {t("language.switch")}
    </a>
  );
}
