import "./load-context";
import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigate,
  useRouteLoaderData,
} from "react-router";
import { LOCALES, languageOfPath } from "../core/i18n/languages";
import { PATHS } from "../core/shared/paths";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import interLatinFont from "./fonts/inter-subset.woff2?url";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { LanguageContext, useLocalizePath, useTranslate } from "./i18n/use-translate";
import { createTranslator } from "../core/i18n/translate";
import { pageHydrates, type RouteHandle } from "./lib/page-hydration";
import { track } from "./lib/analytics";
import { trackedSearch } from "../core/shared/tracked-search";
import { NotFoundScreen } from "./components/layout/not-found-screen";
import { AssistantLauncher, launcherPosition } from "./features/assistant/assistant-launcher";
import { AssistantOnDemand } from "./features/assistant/assistant-on-demand";
import { ClientOnly } from "./components/ui/client-only";
import { useScriptMarker } from "./lib/script-marker";
import "../core/i18n/messages/shell";

export type { RouteHandle } from "./lib/page-hydration";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/site.webmanifest" },
  { rel: "preload", href: interLatinFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export function loader({ context }: Route.LoaderArgs) {
  return {
    siteUrl: context.siteUrl,
    year: new Date().getFullYear(),
  };
}

function useShowsSiteChrome(): boolean {
  const matches = useMatches();
  return !matches.some((match) => (match.handle as RouteHandle | undefined)?.hideSiteChrome);
}

/** Whether this page hydrates (content pages do not, decision 0032). */
function useHydrates(): boolean {
  return pageHydrates(useMatches().map((match) => match.handle));
}

/** The concierge in the app, with the router's location and navigation; its code loads when reached for. */
function AppAssistant() {
  const location = useLocation();
  const navigate = useNavigate();
  return <AssistantOnDemand pathname={location.pathname} navigate={(path) => void navigate(path)} />;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  // The address decides the language (decision 0035), also when the root's data is missing (an error).
  const language = languageOfPath(pathname);
  const t = createTranslator(language);
  const showsChrome = useShowsSiteChrome();
  const hydrates = useHydrates();
  const nonce = useScriptMarker();
  const isHomePath = pathname === PATHS.home || pathname === "/home" || pathname === "/fr";
  return (
    // The page script marks the document (data-js) before React hydrates it.
    <html lang={LOCALES[language]} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f2a4a" />
        <Meta />
        {/* A stylesheet with a precedence is a resource React writes before the module preloads: it
            blocks the first paint, so it must not queue behind the scripts on the page's connections. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Links nonce={nonce} />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-navy-900 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          {t("site.skipToContent")}
        </a>
        <LanguageContext.Provider value={language}>
          {showsChrome && <SiteHeader />}
          <main id="main" className="flex flex-1 flex-col">
            {children}
          </main>
          {showsChrome && <SiteFooter year={data?.year ?? new Date().getFullYear()} />}
          {/* The concierge needs a script: without one it is not shown (the contact page is always there).
              Pages that hydrate draw it once interactive; the others draw its button, which their page
              script shows and turns into the assistant island when pressed. */}
          {showsChrome &&
            (hydrates ? (
              <ClientOnly>
                <AppAssistant />
              </ClientOnly>
            ) : (
              <AssistantLauncher position={launcherPosition(false)} isBouncing={false} raisesOnScroll={isHomePath} />
            ))}
        </LanguageContext.Provider>
        {hydrates && <ScrollRestoration nonce={nonce} />}
        {hydrates && <Scripts nonce={nonce} />}
      </body>
    </html>
  );
}

/** Sends page_view for every public page the visitor sees, including client-side navigations. */
function usePageViewTracking(enabled: boolean) {
  const location = useLocation();
  useEffect(() => {
    if (enabled) track("page_view", { path: location.pathname, search: trackedSearch(location.search) });
  }, [enabled, location.pathname, location.search]);
}

/** Marks the document once React has hydrated it (browser journeys wait for this before clicking). */
function useHydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}

export default function App() {
  useHydrationMarker();
  usePageViewTracking(useShowsSiteChrome());
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useTranslate();
  const localize = useLocalizePath();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  const isUnavailable = isRouteErrorResponse(error) && error.status === 503;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <section className="page-container flex flex-1 flex-col items-center justify-center py-24 text-center">
      <h1 className="text-3xl font-bold">{t(isUnavailable ? "error.unavailableTitle" : "error.title")}</h1>
      <p className="mt-3 max-w-lg text-slate-600">{t(isUnavailable ? "error.unavailableMessage" : "error.message")}</p>
      <a href={localize("/")} className="button-primary mt-8">
        {t("error.tryAgain")}
      </a>
    </section>
  );
}
