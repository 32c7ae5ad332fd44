// The root layout imports icons one by one: the package's index would pull every icon the site
// uses into the file every page loads (decision 0024).
import Menu from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";
import { BRAND } from "../../../core/shared/brand";
import { PATHS } from "../../../core/shared/paths";
import { useLocalizePath, useTranslate } from "../../i18n/use-translate";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { HEADER_LINKS } from "./navigation-links";
import "../../../core/i18n/messages/shell";

/**
 * Site header: a row of links on desktop, a menu on mobile that closes when a link is chosen. Links
 * are full page loads (quote-side spec, "Shared navigation"). It holds no state: the page script
 * (app/page-script/menu.ts) opens and closes the menu on every page, hydrated or not (decision 0032).
 */
export function SiteHeader() {
  const t = useTranslate();
  const localize = useLocalizePath();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <a
          href={localize(PATHS.home)}
          className="flex shrink-0 items-center rounded-md"
          aria-label={t("nav.logoLabel", { brand: BRAND.name })}
        >
          <Logo className="h-8 w-auto" />
        </a>
        <HeaderNavigation
          className="hidden items-center gap-1 md:ml-auto md:flex"
          linkClassName="rounded-md px-3 py-2 text-[15px] font-medium text-slate-700 hover:bg-slate-100 hover:text-navy-900"
          quotesClassName="button-primary ml-2"
        />
        <LanguageSwitch
          offers
          className="ml-auto inline-flex min-h-11 items-center rounded-md px-3 text-[15px] font-medium text-slate-700 underline-offset-4 hover:bg-slate-100 hover:text-navy-900 md:ml-0"
        />
        <button
          type="button"
          className="inline-flex h-11 w-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 md:hidden"
          aria-label={t("nav.openMenu")}
          aria-expanded="false"
          aria-controls={MENU_ID}
          data-state="closed"
          data-menu-toggle=""
          data-label-open={t("nav.openMenu")}
          data-label-close={t("nav.closeMenu")}
        >
          <Menu aria-hidden="true" className="h-6 w-6" data-menu-icon="closed" />
          <X aria-hidden="true" className="h-6 w-6" data-menu-icon="open" style={{ display: "none" }} />
        </button>
      </div>
      <div id={MENU_ID} hidden data-menu-panel="" className="border-t border-slate-200 bg-white md:hidden">
        <HeaderNavigation
          className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3"
          linkClassName="flex min-h-11 items-center rounded-md px-3 text-base font-medium text-slate-700 hover:bg-slate-100"
          quotesClassName="button-primary mt-2 w-full"
        />
      </div>
    </header>
  );
}

const MENU_ID = "site-menu";

/** The header's links and its call to action: a row on wide screens, the menu's list on phones. */
function HeaderNavigation({
  className,
  linkClassName,
  quotesClassName,
}: {
  className: string;
  linkClassName: string;
  quotesClassName: string;
}) {
  const t = useTranslate();
  const localize = useLocalizePath();
  return (
    <nav aria-label={t("nav.primaryLabel")} className={className}>
      {HEADER_LINKS.map((link) => (
        <a key={link.href} href={localize(link.href)} className={linkClassName}>
          {t(link.labelKey)}
        </a>
      ))}
      <a href={localize(PATHS.quotes)} className={quotesClassName}>
        {t("nav.getQuotes")}
      </a>
    </nav>
  );
}
