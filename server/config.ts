import { availableParallelism } from "node:os";
import { join } from "node:path";
import { z } from "../core/shared/zod";
import { PROJECT_ROOT } from "../db/project-root";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const booleanFromText = z
  .enum(["true", "false", "1", "0", "yes", "no"], { error: "must be true or false" })
  .transform((value) => value === "true" || value === "1" || value === "yes");

const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number({ error: "must be a number" }).int().min(0).max(65535).default(3000),
  // This machine only, as a newcomer's `npm start` should; a deployment says HOST=0.0.0.0.
  HOST: z.string().min(1).default("127.0.0.1"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  DATA_DIR: z.string().min(1).default(join(PROJECT_ROOT, "data")),
  // At least two: one start-up holds a connection for its lock while it migrates on another.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(100).default(10),
  // Server processes on this machine (cluster mode, PostgreSQL only; PGlite runs in one process).
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  // The site's public address, for links, the sitemap and e-mails; this machine's by default.
  SITE_URL: z
    .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
    .transform((url) => url.replace(/\/+$/, ""))
    .optional(),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  // Seals staff TOTP secrets at rest (decision 0053); SESSION_SECRET when unset.
  STAFF_TOTP_KEY: z.string().min(32, "must be at least 32 characters").optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
  LOG_FORMAT: z.enum(["json", "pretty"]).optional(),
  TRUST_PROXY: booleanFromText.default(false),
  SEED_ON_START: booleanFromText.default(true),
  RATE_LIMIT_ENABLED: booleanFromText.default(true),
  RATE_LIMIT_ANALYTICS_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  API_BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(64 * 1024),
  PAGE_FORM_BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(64 * 1024),
  RATE_LIMIT_CONTACT_PER_HOUR: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_QUOTES_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  PARTNER_TIMEOUT_MS: z.coerce.number().int().min(100).max(30000).default(2500),
  RATE_LIMIT_CHAT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  // The assistant's optional OpenAI-compatible provider (off unless LLM_BASE_URL and LLM_MODEL are set).
  LLM_BASE_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(500).max(60000).default(8000),
  LLM_SESSION_TOKEN_CAP: z.coerce.number().int().min(100).default(20000),
  LLM_FALLBACK: booleanFromText.default(true),
  RATE_LIMIT_POLICY_PER_HOUR: z.coerce.number().int().min(1).default(20),
  POLICY_MAX_PAGES: z.coerce.number().int().min(1).max(100).default(10),
  POLICY_OCR_PAGES: z.coerce.number().int().min(1).max(20).default(3),
  POLICY_MAX_MEGAPIXELS: z.coerce.number().int().min(1).max(200).default(40),
  POLICY_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120000).default(20000),
  // The OCR pool (decision 0025): workers for the whole machine, and the jobs that may wait for one.
  OCR_WORKERS: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .default(Math.max(1, availableParallelism() - 1)),
  OCR_QUEUE_LENGTH: z.coerce.number().int().min(0).max(1000).optional(),
  // PDF threads (decision 0025): pdf.js never runs on the server's main thread.
  PDF_WORKERS: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .default(Math.max(1, Math.floor(availableParallelism() / 2))),
  POLICY_IN_PROGRESS_PER_CLIENT: z.coerce.number().int().min(1).max(100).default(1),
  PARTNER_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  // After that, a page is still served while one render refreshes it (stale-while-revalidate).
  PAGE_CACHE_STALE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  // A CDN's purge endpoint, POSTed {"purge_everything":true} when staff change content (decision 0031).
  PAGE_CACHE_PURGE_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  PAGE_CACHE_PURGE_TOKEN: z.string().min(1).optional(),
  // How much of the page cache each process keeps in memory; 0 keeps none, and every miss reads the
  // shared store of rendered pages (decision 0041).
  PAGE_CACHE_MEMORY_MB: z.coerce.number().int().min(0).max(4096).default(48),
  // Rendered pages kept in the database, shared by every process and instance, so a miss is a read
  // and not a render; PAGE_PRERENDER renders every sitemap page into it after start and each publish.
  PAGE_STORE: booleanFromText.default(true),
  PAGE_PRERENDER: booleanFromText.default(true),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("QuoteMaple <no-reply@quotemaple.ca>"),
  CONTACT_NOTIFY_TO: z.email({ error: "must be an e-mail address" }).default("support@quotemaple.ca"),
  STAFF_SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(60),
  STAFF_SESSION_MAX_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(30 * 24)
    .default(12),
  RATE_LIMIT_LOGIN_PER_15_MINUTES: z.coerce.number().int().min(1).default(10),
  STAFF_BOOTSTRAP_EMAIL: z.email({ error: "must be an e-mail address" }).default("admin@quotemaple.ca"),
  STAFF_BOOTSTRAP_PASSWORD: z
    .string()
    .min(12, "must be at least 12 characters")
    .max(1024, "must be at most 1024 characters")
    .optional(),
  // Retention (ADR 0020): days each kind of record is kept before the daily job deletes or anonymizes it.
  RETENTION_ENABLED: booleanFromText.default(true),
  RETENTION_ANALYTICS_DAYS: z.coerce.number().int().min(1).default(395),
  RETENTION_CHAT_DAYS: z.coerce.number().int().min(1).default(365),
  RETENTION_QUOTE_SESSION_DAYS: z.coerce.number().int().min(1).default(730),
  RETENTION_CONTACT_DAYS: z.coerce.number().int().min(1).default(730),
  RETENTION_CONSENT_DAYS: z.coerce.number().int().min(1).default(1826),
  RETENTION_EMAIL_OUTBOX_DAYS: z.coerce.number().int().min(1).default(90),
  RETENTION_PRIVACY_REQUEST_DAYS: z.coerce.number().int().min(1).default(1095),
  // Results e-mails and renewal reminders (decision 0058): sign-ups with nothing more to send.
  RETENTION_EMAIL_SUBSCRIPTION_DAYS: z.coerce.number().int().min(61).default(90),
  // How often each instance looks for renewal reminders that are due (one instance at a time, a lease).
  REMINDERS_ENABLED: booleanFromText.default(true),
  // "E-mail me my quotes" requests per client address per hour (the page and the API share it).
  RATE_LIMIT_QUOTE_EMAILS_PER_HOUR: z.coerce.number().int().min(1).default(20),
  // An e-mail service's bounce and complaint reports (POST /api/email/bounces); unset: the endpoint is off.
  EMAIL_BOUNCE_TOKEN: z.string().min(32, "must be at least 32 characters").optional(),
  // Visitors' privacy requests.
  PRIVACY_TOKEN_TTL_HOURS: z.coerce.number().int().min(1).max(168).default(24),
  PRIVACY_EMAILS_PER_DAY: z.coerce.number().int().min(1).default(3),
  RATE_LIMIT_PRIVACY_PER_HOUR: z.coerce.number().int().min(1).default(10),
  // Operations (decision 0052): /metrics answers only a bearer of this token (unset: /metrics is off).
  METRICS_TOKEN: z.string().min(32, "must be at least 32 characters").optional(),
  // How long a stop (SIGTERM) waits for requests in flight and background work before cutting them.
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
  // The Contact line of /.well-known/security.txt (RFC 9116): a mailto: or https: address.
  SECURITY_CONTACT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, "must be a mailto: or https:// address")
    .default("mailto:security@quotemaple.ca"),
});

export type Config = Omit<z.output<typeof configSchema>, "SITE_URL"> & {
  SITE_URL: string;
  isHttps: boolean;
  isProduction: boolean;
};

/** Whether a host name is this machine only (loopback). */
export function isLoopbackHost(host: string): boolean {
  const name = host.replace(/^\[|\]$/g, "").toLowerCase();
  return name === "localhost" || name === "::1" || /^127(\.\d{1,3}){3}$/.test(name) || name.endsWith(".localhost");
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses the environment once at boot; a bad value stops start-up with a one-line explanation. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const result = configSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`).join("; ");
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const config = result.data;
  if (Boolean(config.LLM_BASE_URL) !== Boolean(config.LLM_MODEL)) {
    throw new ConfigError("Invalid configuration: LLM_BASE_URL and LLM_MODEL must be set together");
  }
  const isProduction = config.NODE_ENV === "production";
  // PORT=0 (any free port, in tests) says nothing of the address: the usual one stands in.
  const siteUrl = config.SITE_URL ?? `http://localhost:${config.PORT === 0 ? 3000 : config.PORT}`;
  // A server others can reach must not build its links, sitemap and e-mails on this machine's name.
  if (isProduction && !isLoopbackHost(config.HOST) && isLoopbackHost(new URL(siteUrl).hostname)) {
    throw new ConfigError(
      `Invalid configuration: HOST=${config.HOST} listens beyond this machine, so SITE_URL must be the site's public address (for example https://www.quotemaple.ca), not ${siteUrl}`,
    );
  }
  return {
    ...config,
    SITE_URL: siteUrl,
    isHttps: siteUrl.startsWith("https://"),
    isProduction,
  };
}

/**
 * How many server processes run on this machine: WEB_CONCURRENCY on PostgreSQL; one on PGlite,
 * which cannot be shared between processes.
 */
export function serverProcessesOf(config: Pick<Config, "DATABASE_URL" | "WEB_CONCURRENCY">): number {
  return config.DATABASE_URL ? config.WEB_CONCURRENCY : 1;
}

/** One process's share of what is set for the whole machine (OCR workers, PDF threads): at least one. */
export function shareOf(machineTotal: number, processes: number): number {
  return Math.max(1, Math.floor(machineTotal / Math.max(1, processes)));
}
