// The whole catalogue, registered before the modules below, some of which build messages as they load
// (schemas, errors): this bundle answers every API and error page, and shares no registry with the pages'.
import "../core/i18n/messages-en";
import "../core/i18n/messages-fr";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context } from "hono";
import { bodyLimitByLength } from "./middleware/body-limit";
import { createRequestHandler, type ServerBuild } from "react-router";
import { AppError, firstProblemMessage, retryAfterOf } from "../core/shared/errors";
import { t } from "../core/i18n/translate";
import { requestLanguageMiddleware } from "./middleware/request-language";
import type { DatabaseHandle } from "../db/client";
import { PROJECT_ROOT } from "../db/project-root";
import { adminAuthRoutes } from "./api/admin-auth-routes";
import { adminAnalyticsRoutes } from "./api/admin-analytics-routes";
import { ADMIN_POSTS_PATH_PREFIX, adminPostRoutes } from "./api/admin-post-routes";
import { analyticsRoutes } from "./api/analytics-routes";
import { contactRoutes } from "./api/contact-routes";
import { chatRoutes } from "./api/chat-routes";
import { policyPageUpload, policyRoutes, policyUploads } from "./api/policy-routes";
import { PATHS } from "../core/shared/paths";
import { localizePath } from "../core/shared/localized-paths";
import type { PageAssets } from "../core/shared/page-assets";
import { adminPrivacyRoutes, privacyRoutes } from "./api/privacy-routes";
import { quoteRoutes } from "./api/quote-routes";
import { bounceRoutes, comeBackRoutes } from "./api/come-back-routes";
import { createOcrEngine, type OcrEngine } from "./adapters/ocr";
import { createPdfReader, type PdfReader } from "./adapters/pdf-threads";
import { createAppServices, type RequestContext } from "./app-services";
import type { Config } from "./config";
import { errorResponse, toAppError } from "./http/api-errors";
import { createPageCache } from "./http/page-cache";
import { renderedPageStore } from "./repositories/rendered-page-repository";
import { createPrerender } from "./services/prerender-pages";
import { privacyKeyCookieSettings, privacyKeyForPage } from "./http/privacy-key-cookie";
import { browserPrivacyKey } from "../core/shared/privacy-key";
import { staffAccountForRequest } from "./http/staff-account";
import { createStaffSignIn } from "./http/staff-sign-in";
import { deriveTotpSecretKey } from "./services/staff-totp-secret-box";
import { pageServices } from "./http/page-services";
import type { AppEnv } from "./http/hono-env";
import { renderErrorPage } from "./http/error-page";
import type { Logger } from "./logger";
import { compression } from "./middleware/compression";
import { clientRateLimiter, type RateLimitDependencies } from "./middleware/rate-limit";
import { requestLog } from "./middleware/request-log";
import { securityHeaders } from "./middleware/security-headers";
import { closeWhenBodyUnread } from "./middleware/unread-body";
import { refuseNulInAddress } from "./middleware/refuse-nul";
import { canonicalPaths } from "./middleware/canonical-paths";
import { pageFormBody } from "./middleware/page-form-body";
import { PATH_REDIRECTS } from "./http/path-redirects";
import {
  authenticateStaff,
  requireStaff,
  staffApiGate,
  staffPageGate,
  type StaffGateDependencies,
} from "./middleware/staff-gate";
import { policyLimitsFrom } from "./services/analyze-policy";
import { chatLlmFrom } from "./services/chat-llm";
import { checkHealth } from "./services/check-health";
import { listenForPurges } from "./adapters/purge-notices";
import { createServerMetrics, isMetricsReader } from "./http/metrics";
import { renderSecurityTxt } from "./http/security-txt";
import { outboxBacklog } from "./repositories/outbox-repository";
import { listSitemapEntries, renderRobotsTxt, renderSitemapXml } from "./services/list-sitemap-entries";

export interface CreateAppOptions {
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
  /** Loads the React Router server build (fresh per request in development). */
  getServerBuild: () => Promise<ServerBuild>;
  /** Folder of built client files (build/client); absent in development, where Vite serves them. */
  clientDir?: string | undefined;
  /** The OCR worker for the policy analyzer; one that starts on first use when absent. */
  ocr?: OcrEngine | undefined;
  /** The policy analyzer's PDF threads; ones that start on first use when absent. */
  pdf?: PdfReader | undefined;
  /** The page script and assistant island (decision 0032); read from the build beside `clientDir` when absent. */
  pageAssets?: PageAssets | null | undefined;
  /**
   * The production build's fingerprint (server/build-fingerprint.ts): with it, rendered pages are kept
   * in the database for every process (PAGE_STORE, decision 0041); development keeps none there.
   */
  pageStoreBuild?: string | undefined;
  /**
   * Aborted when the server starts stopping: background work (the prerender of pages) ends, and
   * readiness (`/readyz`, `/healthz`) answers 503 so balancers send no new requests (decision 0052).
   */
  stopSignal?: AbortSignal | undefined;
  /** Called when a visitor's e-mail is queued (decision 0058): the outbox sends it now, not at its next round. */
  onEmailQueued?: (() => void) | undefined;
}

const UPLOAD_PATH = "/api/policy/analyze";
const IMMUTABLE = "public, max-age=31536000, immutable";
const SHORT_CACHE = "public, max-age=3600";
/** How long a page of the rendered-page store is served at most without a purge. */
const RENDERED_PAGE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export function createApp(options: CreateAppOptions): Hono<AppEnv> {
  const { config, logger, database } = options;
  const app = new Hono<AppEnv>();
  const isDevelopment = config.NODE_ENV === "development";
  const ocr = options.ocr ?? createOcrEngine(logger);
  const isDraining = () => options.stopSignal?.aborted === true;
  const metrics = createServerMetrics({
    ocr: () => ocr.load(),
    outbox: () => outboxBacklog(database.db, new Date()),
    draining: isDraining,
  });
  const pageLimitText = `${Math.round(config.PAGE_FORM_BODY_LIMIT_BYTES / 1024)} KB`;
  const pageStoreBuild = config.PAGE_STORE && !isDevelopment ? options.pageStoreBuild : undefined;
  const pageCache = createPageCache({
    ttlSeconds: config.PAGE_CACHE_SECONDS,
    staleSeconds: config.PAGE_CACHE_STALE_SECONDS,
    purgeUrl: config.PAGE_CACHE_PURGE_URL,
    purgeToken: config.PAGE_CACHE_PURGE_TOKEN,
    memoryBytes: config.PAGE_CACHE_MEMORY_MB * 1024 * 1024,
    store: pageStoreBuild
      ? renderedPageStore(database, { build: pageStoreBuild, maxAgeMs: RENDERED_PAGE_MAX_AGE_MS })
      : undefined,
    onError: (message, error) => logger.warn({ err: error }, message),
  });
  // Several processes or instances on one PostgreSQL: a publish on any of them reaches the pages every
  // other one holds in memory within a moment (decision 0054). PGlite is one process.
  const purgeNotices =
    database.kind === "postgres" && config.DATABASE_URL && pageCache.isEnabled
      ? listenForPurges({
          databaseUrl: config.DATABASE_URL,
          db: database.db,
          onPurge: () => pageCache.forgetKept(),
          logger,
        })
      : null;
  if (purgeNotices) options.stopSignal?.addEventListener("abort", () => void purgeNotices.close(), { once: true });
  // Every sitemap page rendered into the store after start and after each publish (decision 0041).
  const prerender =
    pageStoreBuild && config.PAGE_PRERENDER && pageCache.isEnabled
      ? createPrerender({
          db: database.db,
          build: pageStoreBuild,
          siteUrl: config.SITE_URL,
          fetchPage: (request) => app.fetch(request, { prerender: true }),
          logger,
          signal: options.stopSignal,
        })
      : null;
  const services = createAppServices({
    database,
    logger,
    contact: { notifyTo: config.CONTACT_NOTIFY_TO, perHour: config.RATE_LIMIT_CONTACT_PER_HOUR },
    quotes: {
      partnerTimeoutMs: config.PARTNER_TIMEOUT_MS,
      partnerCacheMs: config.PARTNER_CACHE_SECONDS * 1000,
      perMinute: config.RATE_LIMIT_QUOTES_PER_MINUTE,
    },
    policy: {
      ocr,
      pdf: options.pdf ?? createPdfReader(logger),
      limits: policyLimitsFrom(config),
    },
    llm: chatLlmFrom(config),
    comeBack: {
      siteUrl: config.SITE_URL,
      // The MX lookup is for production only (decision 0058): tests and development make no DNS queries.
      checkMx: config.NODE_ENV === "production",
      onQueued: options.onEmailQueued,
      perHour: config.RATE_LIMIT_QUOTE_EMAILS_PER_HOUR,
    },
    privacy: {
      siteUrl: config.SITE_URL,
      tokenTtlHours: config.PRIVACY_TOKEN_TTL_HOURS,
      emailsPerAddressPerDay: config.PRIVACY_EMAILS_PER_DAY,
      perHour: config.RATE_LIMIT_PRIVACY_PER_HOUR,
    },
    onContentChanged: () =>
      void pageCache
        .purge()
        .then(() =>
          purgeNotices?.announce().catch((error: unknown) => {
            logger.warn(
              { err: error },
              "other processes could not be told of a purge; their pages expire on their own",
            );
          }),
        )
        .then(() => prerender?.schedule()),
  });
  const rateLimitDependencies: RateLimitDependencies = {
    db: database.db,
    enabled: config.RATE_LIMIT_ENABLED,
    trustProxy: config.TRUST_PROXY,
    secret: config.SESSION_SECRET ?? randomBytes(32).toString("hex"),
  };

  const staffGateDependencies: StaffGateDependencies = {
    db: database.db,
    settings: { idleMinutes: config.STAFF_SESSION_IDLE_MINUTES, maxHours: config.STAFF_SESSION_MAX_HOURS },
    siteUrl: config.SITE_URL,
    secureCookie: config.isHttps,
  };
  const totpKeyText = config.STAFF_TOTP_KEY ?? config.SESSION_SECRET;
  if (!totpKeyText) {
    logger.warn(
      "STAFF_TOTP_KEY and SESSION_SECRET are unset: staff two-factor secrets are sealed under a fixed development key; set one in production",
    );
  }
  const twoFactorDependencies = {
    db: database.db,
    secretKey: deriveTotpSecretKey(totpKeyText ?? "quotemaple-development-only-staff-totp-key"),
  };
  const staffSignIn = createStaffSignIn({
    gate: staffGateDependencies,
    rateLimit: rateLimitDependencies,
    loginsPer15Minutes: config.RATE_LIMIT_LOGIN_PER_15_MINUTES,
    twoFactor: twoFactorDependencies,
  });
  const staffAccountSettings = {
    gate: staffGateDependencies,
    rateLimit: rateLimitDependencies,
    twoFactor: twoFactorDependencies,
    signIn: staffSignIn,
  };

  // First: everything after it, the error page included, speaks the request's language.
  app.use(requestLanguageMiddleware());
  app.use(requestLog(logger));
  app.use(metrics.middleware);
  app.use(securityHeaders({ isHttps: config.isHttps, isDevelopment }));
  app.use(compression());
  app.use(closeWhenBodyUnread());

  app.onError((error, context) => {
    const appError = toAppError(error, context);
    if (/^\/+api(\/|$)/i.test(context.req.path)) return errorResponse(context, appError);
    return context.html(renderErrorPage(appError.status, { limit: pageLimitText }), appError.status);
  });
  app.use(refuseNulInAddress());
  // One spelling per page and endpoint, before any gate, route or cache sees the path (issue 18).
  app.use(canonicalPaths({ redirects: PATH_REDIRECTS }));
  // A kept public page is answered here, before gates, files and the page's context are looked at
  // (ADR 0031): only pages that are the same for everyone are kept, and no gate stands before one.
  app.use(async (context, next) => {
    const kept = pageCache.serveKept(context.req.raw, (request) => handleRequest(request, pageLoadContext(context)));
    if (kept) return kept;
    // Then a page the shared store holds (decision 0041): a read, not a render.
    const stored = pageCache.serveStored(context.req.raw);
    const fromStore = stored && (await stored);
    if (fromStore) return fromStore;
    await next();
  });

  // Liveness: the process answers HTTP. Nothing else is checked: a database outage must not get
  // every instance restarted at once (decision 0052).
  app.get("/livez", (context) => {
    context.header("Cache-Control", "no-store");
    return context.json({ status: "ok" });
  });
  // Readiness: the database answers and the server is not stopping. /healthz is the same check, kept
  // for the monitors that already call it.
  const readiness = async (context: Context<AppEnv>) => {
    const report = await checkHealth(database, { draining: isDraining() });
    context.header("Cache-Control", "no-store");
    return context.json(report, report.status === "ok" ? 200 : 503);
  };
  app.get("/readyz", readiness);
  app.get("/healthz", readiness);

  // Prometheus text format, for the bearer of METRICS_TOKEN only; without one, there is no /metrics.
  app.get("/metrics", async (context) => {
    context.header("Cache-Control", "no-store");
    if (!config.METRICS_TOKEN) return context.text("Not found", 404);
    if (!isMetricsReader(context.req.header("authorization"), config.METRICS_TOKEN)) {
      return context.text("Unauthorized", 401, { "WWW-Authenticate": 'Bearer realm="metrics"' });
    }
    try {
      const { body, contentType } = await metrics.render();
      return context.body(body, 200, { "Content-Type": contentType });
    } catch (error) {
      logger.warn({ err: error }, "metrics could not be collected");
      return context.text("Metrics unavailable", 503);
    }
  });

  app.get("/.well-known/security.txt", (context) => {
    context.header("Cache-Control", SHORT_CACHE);
    return context.text(
      renderSecurityTxt({ siteUrl: config.SITE_URL, contact: config.SECURITY_CONTACT, now: new Date() }),
    );
  });

  app.get("/robots.txt", (context) => {
    context.header("Cache-Control", SHORT_CACHE);
    return context.text(renderRobotsTxt(config.SITE_URL));
  });

  app.get("/sitemap.xml", async (context) => {
    const entries = await listSitemapEntries(database.db);
    context.header("Cache-Control", SHORT_CACHE);
    return context.body(renderSitemapXml(config.SITE_URL, entries), 200, {
      "Content-Type": "application/xml; charset=utf-8",
    });
  });

  // Staff only: every admin API needs a session (except sign-in/out) and same-origin state changes.
  app.use("/api/admin/*", async (context, next) => {
    context.set("trustProxy", config.TRUST_PROXY);
    await next();
  });
  app.use("/api/admin/*", staffApiGate(staffGateDependencies));
  app.use("/admin", staffPageGate(staffGateDependencies));
  app.use("/admin/*", staffPageGate(staffGateDependencies));

  // Policy uploads, from the API or the analyzer page's own form, share one admission (and its limits).
  const uploads = policyUploads({
    services,
    rateLimit: rateLimitDependencies,
    perHour: config.RATE_LIMIT_POLICY_PER_HOUR,
    inProgressPerClient: config.POLICY_IN_PROGRESS_PER_CLIENT,
  });
  const api = new Hono<AppEnv>();
  const jsonBodyLimit = bodyLimitByLength({
    maxSize: config.API_BODY_LIMIT_BYTES,
    onError: () => {
      throw new AppError(
        "payload_too_large",
        t("api.payloadTooLarge", { limit: `${config.API_BODY_LIMIT_BYTES} bytes` }),
      );
    },
  });
  // Policy uploads and staff posts have their own, larger limits (set on their routes).
  api.use((context, next) =>
    context.req.path === UPLOAD_PATH ||
    context.req.path.startsWith(`${ADMIN_POSTS_PATH_PREFIX}/`) ||
    context.req.path === ADMIN_POSTS_PATH_PREFIX
      ? next()
      : jsonBodyLimit(context, next),
  );
  api.use(async (context, next) => {
    await next();
    // On the response's own headers: hono's context.header() on a finished response rebuilds it
    // around its body as a web stream, which then has to be read back (decision 0072).
    context.res.headers.set("Cache-Control", "no-store");
  });
  api.route("/admin", adminAuthRoutes({ gate: staffGateDependencies, signIn: staffSignIn, staffAccountSettings }));
  // Behind the staff gate mounted on /api/admin/* above, and each checks the session itself as well.
  const staffOnly = requireStaff(staffGateDependencies);
  api.route("/admin", adminPostRoutes({ services, staffOnly }));
  api.route("/admin", adminAnalyticsRoutes({ services, staffOnly }));
  api.route("/admin", adminPrivacyRoutes({ services, staffOnly, db: database.db }));
  api.route("/privacy-requests", privacyRoutes({ services, rateLimit: rateLimitDependencies }));
  api.route(
    "/analytics",
    analyticsRoutes({
      db: database.db,
      rateLimit: rateLimitDependencies,
      perMinute: config.RATE_LIMIT_ANALYTICS_PER_MINUTE,
    }),
  );
  api.route("/contact", contactRoutes({ services, rateLimit: rateLimitDependencies }));
  api.route("/quote-emails", comeBackRoutes({ services, rateLimit: rateLimitDependencies }));
  api.route("/email/bounces", bounceRoutes({ services, token: config.EMAIL_BOUNCE_TOKEN, isBearer: isMetricsReader }));
  api.route(
    "/chat",
    chatRoutes({
      services,
      rateLimit: rateLimitDependencies,
      perMinute: config.RATE_LIMIT_CHAT_PER_MINUTE,
      privacyKeyCookie: privacyKeyCookieSettings(config),
    }),
  );
  api.route("/policy", policyRoutes(uploads));
  api.route(
    "/",
    quoteRoutes({
      services,
      rateLimit: rateLimitDependencies,
      perMinute: config.RATE_LIMIT_QUOTES_PER_MINUTE,
      now: () => new Date(),
      privacyKeyCookie: privacyKeyCookieSettings(config),
    }),
  );
  api.all("*", (context) => {
    throw new AppError("not_found", t("api.notFound", { path: context.req.path }));
  });
  app.route("/api", api);

  if (options.clientDir) {
    const clientDir = options.clientDir;
    // Hashed build assets never change; everything else in public/ may, so it gets a short cache.
    app.use(
      "/assets/*",
      serveStatic({
        root: clientDir,
        precompressed: true,
        onFound: (_path, context) => context.header("Cache-Control", IMMUTABLE),
      }),
    );
    app.get("/assets/*", (context) => {
      context.header("Cache-Control", "no-store");
      return context.text("Not found", 404);
    });
    app.use(
      "*",
      serveStatic({
        root: clientDir,
        precompressed: true,
        onFound: (_path, context) => context.header("Cache-Control", SHORT_CACHE),
      }),
    );
  }

  const pageAssets =
    options.pageAssets !== undefined
      ? options.pageAssets
      : options.clientDir
        ? readPageAssets(join(options.clientDir, "..", "islands.json"))
        : null;
  const handleRequest = createRequestHandler(options.getServerBuild, isDevelopment ? "development" : "production");
  const servicesForPages = pageServices(services, logger);
  /** What a page's loaders and actions get as `context` (built only when a page is rendered). */
  const pageLoadContext = (context: Context<AppEnv>): RequestContext => ({
    services: servicesForPages,
    pageAssets,
    requestId: context.get("requestId"),
    siteUrl: config.SITE_URL,
    staff: context.get("staff"),
    authenticateStaff: () => authenticateStaff(context, staffGateDependencies),
    staffAccount: staffAccountForRequest(staffAccountSettings, context),
    signInStaff: async (input) => {
      const outcome = await staffSignIn(context, input);
      return outcome.ok
        ? { ok: true, cookies: outcome.cookies, twoFactor: outcome.identity.twoFactor ?? null }
        : {
            ok: false,
            status: outcome.error.status,
            // The first field problem when the input was refused, as the API's callers show it.
            message: firstProblemMessage(outcome.error),
            retryAfterSeconds: retryAfterOf(outcome.error),
          };
    },
    privacyKey: browserPrivacyKey(context.req.raw.headers),
    issuePrivacyKey: () => privacyKeyForPage(context, privacyKeyCookieSettings(config)),
    policyUpload: context.get("policyOutcome"),
    // Page actions count against the same per-client buckets as the JSON API.
    limit: clientRateLimiter(context, rateLimitDependencies),
  });

  // RFC 8058 one-click unsubscribe: a mail client POSTs "List-Unsubscribe=One-Click" to the link of the
  // List-Unsubscribe header; it is answered without a page (the GET of the same link is the page).
  for (const language of ["en", "fr"] as const) {
    app.post(localizePath(PATHS.emailUnsubscribe(":token"), language), async (context) => {
      const outcome = await services.unsubscribeByToken(context.req.param("token") ?? "");
      context.header("Cache-Control", "no-store");
      return outcome === "unknown" ? context.body(null, 404) : context.body(null, 200);
    });
  }
  // The analyzer page's form is an upload: its own admission and limit, read there (not a page form).
  app.post(PATHS.policyAnalyzer, policyPageUpload(uploads));
  const pageForms = pageFormBody({ maxBytes: config.PAGE_FORM_BODY_LIMIT_BYTES, limitText: pageLimitText });
  app.use("*", (context, next) => (context.get("policyOutcome") === undefined ? pageForms(context, next) : next()));
  app.all("*", async (context) => {
    const method = context.req.method;
    if (method !== "GET" && method !== "HEAD" && method !== "POST") {
      return context.text("Method Not Allowed", 405, { Allow: "GET, HEAD, POST" });
    }
    const loadContext = pageLoadContext(context);
    // An upload already read by its own handler reaches the page's action as a post without a body.
    const request = loadContext.policyUpload ? withoutBody(context.req.raw) : context.req.raw;
    // Public pages are served from the page cache (ADR 0031), else rendered and offered to it.
    const response = await pageCache.serve(request, (pageRequest) => handleRequest(pageRequest, loadContext));
    if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "no-cache");
    return response;
  });

  prerender?.schedule();
  return app;
}

/** The same request with its body (already read) and the headers describing it left out. */
function withoutBody(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.delete("content-type");
  headers.delete("content-length");
  headers.delete("transfer-encoding");
  return new Request(request.url, { method: request.method, headers, signal: request.signal });
}

/** The build's page assets (scripts/build-islands.mjs); a build without them is a broken build. */
function readPageAssets(file: string): PageAssets {
  return JSON.parse(readFileSync(file, "utf8")) as PageAssets;
}

export const DEFAULT_CLIENT_DIR = join(PROJECT_ROOT, "build", "client");
