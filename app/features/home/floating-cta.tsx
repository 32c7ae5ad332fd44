import { PATHS } from "../../../core/shared/paths";
import { useTranslate, useLocalizePath } from "../../i18n/use-translate";
import { trackAttributes } from "../../lib/track-attributes";
import "../../../core/i18n/messages/home";

/**
 * Quote-side spec, section 9: on mobile a floating call to action appears after 800 px. Kept in a
 * <template> until then: the page script puts it in the page and takes it out again
 * (app/page-script/floating-cta.ts).
 */
export function FloatingCta() {
  const t = useTranslate();
  const localize = useLocalizePath();
  return (
    <template data-floating-cta="">
      <div className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 p-3 pr-24 backdrop-blur md:hidden">
        <a
          href={localize(PATHS.quotes)}
          {...trackAttributes("cta_click", { label: "Get My Free Quotes", location: "floating" })}
          className="button-primary w-full"
          data-testid="floating-cta"
        >
          {t("home.closingCta")}
        </a>
      </div>
    </template>
  );
}
