import { useEffect, useState } from "react";
import { PATHS } from "../../../core/shared/paths";
import { useTranslate } from "../../i18n/use-translate";
import { track } from "../../lib/analytics";
import "../../../core/i18n/messages/home";

/** Quote-side spec, section 9: the mobile floating call to action appears after 800 px. */
export const FLOATING_CTA_SCROLL_PX = 800;

export function FloatingCta() {
  const t = useTranslate();
  const [isVisible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > FLOATING_CTA_SCROLL_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  if (!isVisible) return null;
  return (
    <div className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 p-3 pr-24 backdrop-blur md:hidden">
      <a
        href={PATHS.quotes}
        onClick={() => track("cta_click", { label: "Get My Free Quotes", location: "floating" })}
        className="button-primary w-full"
        data-testid="floating-cta"
      >
        {t("home.closingCta")}
      </a>
    </div>
  );
}
