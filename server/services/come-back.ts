import { createHash, randomBytes, randomUUID } from "node:crypto";
import { createTranslator, currentLanguage, t, type Translate } from "../../core/i18n/translate";
import type { Language } from "../../core/i18n/languages";
import { planPricing } from "../../core/pricing/price-quote-form";
import { categoryName } from "../../core/shared/insurance-categories";
import {
  comeBackRequestSchema,
  formatMonth,
  monthInWords,
  nextReminder,
  parseRenewalMonth,
} from "../../core/shared/come-back";
import { CONSENT_WORDINGS } from "../../core/shared/consent";
import { AppError } from "../../core/shared/errors";
import { isUuid } from "../../core/shared/ids";
import { localizePath } from "../../core/shared/localized-paths";
import { PATHS } from "../../core/shared/paths";
import { provinceName } from "../../core/shared/provinces";
import { BRAND } from "../../core/shared/brand";
import type { Database, DatabaseHandle } from "../../db/client";
import { describeIssues, type FieldProblem } from "../http/json-body";
import type { Logger } from "../logger";
import {
  claimDueReminders,
  findSubscriptionByToken,
  insertSubscriptionWithEmail,
  isSuppressed,
  lowestCurrentPremium,
  recordReminder,
  unsubscribe,
  type EmailSubscriptionRow,
  type OutboxEmailWithHeaders,
} from "../repositories/email-repository";
import {
  findQuoteSession,
  listActivePartners,
  type NewConsentRow,
  type QuoteSessionRow,
} from "../repositories/quote-repository";
import { acquireLease, releaseLease, renewLease } from "../repositories/retention-repository";
import { domainTakesMail, emailHash, type MxLookup } from "./email-address";
import { priceQuotes, pricingTables, requireOwnSession, type QuoteSessionDependencies } from "./quote-session-common";
import { storedCarRequestSchema, storedHomeRequestSchema } from "./stored-quote-session";

/**
 * "E-mail me my quotes", "Remind me before renewal" and the e-mailed links (issue 25, part 4;
 * decision 0058).
 */
export interface ComeBackDependencies {
  db: Database;
  logger: Logger;
  now: () => Date;
  /** The public site address, for the links in e-mails. */
  siteUrl: string;
  /** In production an address's domain must have a mail server (an MX record); elsewhere it is not looked up. */
  checkMx: boolean;
  resolveMx?: MxLookup | undefined;
  /** Told when an e-mail was queued, so the outbox sends it now rather than at its next round. */
  onQueued?: (() => void) | undefined;
}

function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** A link secret: 32 random bytes (hex) for the e-mail, only its SHA-256 kept. */
function newLinkToken(): { token: string; tokenHash: string } {
  // Hex: addresses are lower-cased by the canonical-path redirect (decision 0028), so no capitals.
  const token = randomBytes(32).toString("hex");
  return { token, tokenHash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return sha256(`email-link:${token}`);
}

const TOKEN = /^[0-9a-f]{64}$/;

function absolute(siteUrl: string, path: string): string {
  return new URL(path, siteUrl).toString();
}

function money(amount: number, language: Language): string {
  return new Intl.NumberFormat(language === "fr" ? "fr-CA" : "en-CA", {
    style: "currency",
    currency: "CAD",
    maximumFractionDigits: 0,
  }).format(amount);
}

/** The headers every e-mail a visitor may stop carries (RFC 2369, RFC 8058). */
function unsubscribeHeaders(unsubscribeUrl: string, subscriptionId: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    // Lets an unsubscribe cancel what of this subscription still waits in the outbox.
    "X-QuoteMaple-Subscription": subscriptionId,
  };
}

function footer(translate: Translate, siteUrl: string, unsubscribeUrl: string): string[] {
  return [
    "",
    translate("comeBack.email.estimatesNote"),
    "",
    "--",
    translate("comeBack.email.why", { site: new URL(siteUrl).host }),
    translate("comeBack.email.sender", { email: BRAND.supportEmail }),
    translate("comeBack.email.unsubscribe", { url: unsubscribeUrl }),
  ];
}

/** Whether a session's line is priced (car, home): only those get a fresh estimate before renewal. */
function isPriced(session: QuoteSessionRow): boolean {
  return session.pricing !== null && (session.category === "car" || session.category === "home");
}

function validationFailed(problems: FieldProblem[]): AppError {
  return new AppError("validation_failed", t("api.validationFailed"), problems);
}

/**
 * Why mail to this (well-formed) address would not arrive, in the visitor's language, or null: its
 * domain takes no mail (checked in production only), or it is on the suppression list. Every form
 * that e-mails a visitor checks this before anything is stored.
 */
export async function undeliverableReason(
  dependencies: Pick<ComeBackDependencies, "checkMx" | "resolveMx" | "db">,
  email: string,
): Promise<string | null> {
  if (dependencies.checkMx && !(await domainTakesMail(email, dependencies.resolveMx))) {
    return t("comeBack.error.emailDomain");
  }
  if (await isSuppressed(dependencies.db, emailHash(email))) return t("comeBack.error.suppressed");
  return null;
}

/**
 * A visitor asks for their results by e-mail (and maybe a reminder), from the results page's form
 * or POST /api/quote-emails. Only the browser that made the session may (its privacy key, ADR 0027).
 * The address is checked (syntax; an MX record in production) before anything is stored; then the
 * subscription, its consent records, its link secrets and the e-mail are written in one transaction.
 */
export async function requestResultsEmail(
  dependencies: ComeBackDependencies & { quotes: QuoteSessionDependencies },
  rawInput: unknown,
  privacyKey: string | null,
): Promise<{ email: string; renewalMonth: string | null }> {
  const now = dependencies.now();
  const parsed = comeBackRequestSchema(now).safeParse(rawInput);
  if (!parsed.success) throw validationFailed(describeIssues(parsed.error.issues));
  const input = parsed.data;
  if (!isUuid(input.sessionId)) throw new AppError("not_found", t("quote.api.sessionNotFound"));
  const session = await requireOwnSession(dependencies.quotes, input.sessionId, input.aggregatorSessionId, privacyKey);
  if (input.renewalMonth && !isPriced(session)) {
    throw validationFailed([{ field: "renewalMonth", message: t("comeBack.error.monthNotPriced") }]);
  }
  const hash = emailHash(input.email);
  const undeliverable = await undeliverableReason(dependencies, input.email);
  if (undeliverable) throw validationFailed([{ field: "email", message: undeliverable }]);
  const language = currentLanguage();
  const translate = createTranslator(language);
  const reminder = input.renewalMonth ? nextReminder(input.renewalMonth, now) : null;
  const id = randomUUID();
  const results = newLinkToken();
  const stop = newLinkToken();
  const resultsUrl = absolute(dependencies.siteUrl, localizePath(PATHS.emailedQuotes(results.token), language));
  const unsubscribeUrl = absolute(dependencies.siteUrl, localizePath(PATHS.emailUnsubscribe(stop.token), language));
  const lowest = await lowestCurrentPremium(dependencies.db, session.id);
  const body = [
    translate("comeBack.email.greeting"),
    "",
    translate("comeBack.email.intro", {
      line: categoryName(session.category, language),
      province: provinceName(session.provinceCode, language),
    }),
    resultsUrl,
    ...(lowest !== null ? ["", translate("comeBack.email.lowest", { price: money(lowest, language) })] : []),
    ...(reminder
      ? ["", translate("comeBack.email.reminderPlanned", { month: monthInWords(reminder.renewalMonth, language) })]
      : []),
    ...footer(translate, dependencies.siteUrl, unsubscribeUrl),
  ].join("\n");
  const consent = (purpose: "results_email" | "renewal_reminder") => ({
    quoteSessionId: session.id,
    purpose,
    channel: "results_page" as const,
    granted: true,
    wordingVersion: CONSENT_WORDINGS.comeBack.version,
    wording: CONSENT_WORDINGS.comeBack.text,
  });
  await insertSubscriptionWithEmail(
    dependencies.db,
    {
      id,
      quoteSessionId: session.id,
      email: input.email,
      emailHash: hash,
      language,
      renewalMonth: reminder?.renewalMonth ?? null,
      nextReminderAt: reminder?.dueAt ?? null,
      lastAnnualPremium: lowest,
      createdAt: now,
    },
    [consent("results_email"), ...(reminder ? [consent("renewal_reminder")] : [])],
    [
      { tokenHash: results.tokenHash, purpose: "results" },
      { tokenHash: stop.tokenHash, purpose: "unsubscribe" },
    ],
    {
      kind: "results_email",
      toAddress: input.email,
      subject: translate("comeBack.email.subject"),
      body,
      replyTo: null,
      headers: unsubscribeHeaders(unsubscribeUrl, id),
    },
  );
  dependencies.logger.info({ quoteSessionId: session.id, reminder: reminder !== null }, "results e-mail queued");
  dependencies.onQueued?.();
  return { email: input.email, renewalMonth: reminder?.renewalMonth ?? null };
}

/** The session an e-mailed results link opens, or null when the link is unknown or its data deleted. */
export async function resolveEmailedResults(
  dependencies: Pick<ComeBackDependencies, "db">,
  token: string,
): Promise<{ sessionId: string; language: Language } | null> {
  if (!TOKEN.test(token)) return null;
  const subscription = await findSubscriptionByToken(dependencies.db, hashLinkToken(token), "results");
  if (!subscription) return null;
  return { sessionId: subscription.quoteSessionId, language: subscription.language === "fr" ? "fr" : "en" };
}

/**
 * One click on an e-mailed unsubscribe link (the page, or an RFC 8058 POST): every e-mail of the
 * subscription stops, and the withdrawal is recorded in the consent ledger.
 */
export async function unsubscribeByToken(
  dependencies: Pick<ComeBackDependencies, "db" | "logger" | "now">,
  token: string,
): Promise<"unsubscribed" | "already" | "unknown"> {
  if (!TOKEN.test(token)) return "unknown";
  const subscription = await findSubscriptionByToken(dependencies.db, hashLinkToken(token), "unsubscribe");
  if (!subscription) return "unknown";
  const wording = createTranslator(subscription.language === "fr" ? "fr" : "en")("comeBack.consent", {
    email: BRAND.supportEmail,
  });
  const withdrawal = (purpose: "results_email" | "renewal_reminder"): NewConsentRow => ({
    purpose,
    channel: "email_link",
    granted: false,
    wordingVersion: CONSENT_WORDINGS.comeBack.version,
    wording,
  });
  const done = await unsubscribe(
    dependencies.db,
    subscription,
    [withdrawal("results_email"), ...(subscription.renewalMonth ? [withdrawal("renewal_reminder")] : [])],
    dependencies.now(),
  );
  if (done) dependencies.logger.info({ subscriptionId: subscription.id }, "e-mails stopped by unsubscribe link");
  return done ? "unsubscribed" : "already";
}

/** A fresh estimate of a stored session with today's rate tables, or null when it cannot be priced. */
async function freshEstimate(
  dependencies: QuoteSessionDependencies,
  session: QuoteSessionRow,
): Promise<{ lowest: number; partner: string; low: number; high: number; count: number } | "none" | null> {
  const partners = await dependencies.partners();
  const now = dependencies.now();
  // The current tables, whatever priced the session then (decision 0046's stored version is not used).
  const tables = pricingTables(now);
  const driverAge = session.formData.driverAge;
  const car = session.category === "car" ? storedCarRequestSchema.safeParse(session.request) : null;
  const home = session.category === "home" ? storedHomeRequestSchema.safeParse(session.request) : null;
  if (!car?.success && !home?.success) return null;
  const request = car?.success ? car.data : home?.success ? home.data : null;
  if (!request) return null;
  const plan = planPricing(
    {
      category: session.category === "car" ? "car" : "home",
      province: session.provinceCode as never,
      car: car?.success ? car.data : null,
      home: home?.success ? home.data : null,
      driverAge: typeof driverAge === "number" ? driverAge : null,
    },
    partners,
    tables,
  );
  if (plan.kind !== "priced") return null;
  const priced = await priceQuotes(dependencies, plan, request, session.aggregatorSessionId);
  const first = priced[0];
  if (!first) return "none";
  const premiums = priced.map((quote) => quote.annual_premium);
  return {
    lowest: first.annual_premium,
    partner: first.partner_name,
    low: Math.min(...premiums),
    high: Math.max(...premiums),
    count: priced.length,
  };
}

export interface ReminderDependencies extends ComeBackDependencies {
  quotes: QuoteSessionDependencies;
  /** Aborted when the server stops: the pass ends after its current reminder. */
  signal?: AbortSignal | undefined;
}

/**
 * The reminder job's dependencies on a running database: as the server schedules it and as the tests
 * run a pass on a simulated date. Its fresh estimates are priced like a quote start, against the
 * active partners.
 */
export function reminderDependencies(options: {
  database: Pick<DatabaseHandle, "db" | "prepared">;
  logger: Logger;
  now: () => Date;
  siteUrl: string;
  partnerTimeoutMs: number;
  onQueued?: (() => void) | undefined;
}): Omit<ReminderDependencies, "signal"> {
  const { database, logger, now } = options;
  return {
    db: database.db,
    logger,
    now,
    siteUrl: options.siteUrl,
    checkMx: false,
    onQueued: options.onQueued,
    quotes: {
      db: database.db,
      prepared: database.prepared,
      logger,
      now,
      partners: () => listActivePartners(database.db, logger),
      partnerTimeoutMs: options.partnerTimeoutMs,
    },
  };
}

export const REMINDER_LEASE = "renewal_reminders";
const REMINDER_BATCH = 50;
const REMINDER_LEASE_MS = 10 * 60 * 1000;

/** Builds and queues one reminder, then schedules the next renewal's (a year on). */
async function remind(dependencies: ReminderDependencies, subscription: EmailSubscriptionRow, now: Date) {
  const month = subscription.renewalMonth ?? formatMonth(now);
  const renewal = parseRenewalMonth(month) ?? now;
  const following = nextReminder(
    formatMonth(new Date(Date.UTC(renewal.getUTCFullYear() + 1, renewal.getUTCMonth(), 1))),
    now,
  );
  const schedule = {
    now,
    renewalMonth: following?.renewalMonth ?? month,
    nextReminderAt: following?.dueAt ?? null,
  };
  const session = await findQuoteSession(dependencies.db, subscription.quoteSessionId);
  if (!session || (await isSuppressed(dependencies.db, subscription.emailHash))) {
    await recordReminder(
      dependencies.db,
      subscription.id,
      { ...schedule, nextReminderAt: null, lastAnnualPremium: null },
      [],
      null,
    );
    return false;
  }
  const estimate = await freshEstimate({ ...dependencies.quotes, now: () => now }, session);
  if (estimate === null) {
    // Nothing to price (a session from before the stored request was readable): no e-mail, none later.
    await recordReminder(
      dependencies.db,
      subscription.id,
      { ...schedule, nextReminderAt: null, lastAnnualPremium: null },
      [],
      null,
    );
    return false;
  }
  const language: Language = subscription.language === "fr" ? "fr" : "en";
  const translate = createTranslator(language);
  const results = newLinkToken();
  const stop = newLinkToken();
  const resultsUrl = absolute(dependencies.siteUrl, localizePath(PATHS.emailedQuotes(results.token), language));
  const unsubscribeUrl = absolute(dependencies.siteUrl, localizePath(PATHS.emailUnsubscribe(stop.token), language));
  const compareUrl = absolute(
    dependencies.siteUrl,
    localizePath(
      `${PATHS.quotes}?category=${encodeURIComponent(session.category)}&province=${session.provinceCode}`,
      language,
    ),
  );
  const words = (value: string) => monthInWords(value, language);
  const body = [
    translate("comeBack.email.greeting"),
    "",
    translate("comeBack.reminder.intro", {
      month: words(month),
      line: categoryName(session.category, language),
      province: provinceName(session.provinceCode, language),
    }),
    "",
    ...(estimate === "none"
      ? [translate("comeBack.reminder.noneNow")]
      : [
          translate("comeBack.reminder.now", { price: money(estimate.lowest, language), partner: estimate.partner }),
          translate("comeBack.reminder.range", {
            low: money(estimate.low, language),
            high: money(estimate.high, language),
            count: estimate.count,
          }),
        ]),
    ...(subscription.lastAnnualPremium !== null
      ? [translate("comeBack.reminder.before", { price: money(subscription.lastAnnualPremium, language) })]
      : []),
    "",
    translate("comeBack.reminder.compare", { url: compareUrl }),
    translate("comeBack.reminder.previous", { url: resultsUrl }),
    ...(schedule.nextReminderAt
      ? ["", translate("comeBack.reminder.next", { month: words(schedule.renewalMonth) })]
      : []),
    ...footer(translate, dependencies.siteUrl, unsubscribeUrl),
  ].join("\n");
  await recordReminder(
    dependencies.db,
    subscription.id,
    { ...schedule, lastAnnualPremium: estimate === "none" ? null : estimate.lowest },
    [
      { tokenHash: results.tokenHash, purpose: "results" },
      { tokenHash: stop.tokenHash, purpose: "unsubscribe" },
    ],
    {
      kind: "renewal_reminder",
      toAddress: subscription.email,
      subject: translate("comeBack.reminder.subject", { month: words(month) }),
      body,
      replyTo: null,
      headers: unsubscribeHeaders(unsubscribeUrl, subscription.id),
    } satisfies OutboxEmailWithHeaders,
  );
  return true;
}

/**
 * One pass of the renewal reminder job: one instance at a time (a lease row, as the retention job),
 * the due reminders claimed in batches (FOR UPDATE SKIP LOCKED), each queued in the outbox with the
 * next renewal's scheduled in the same transaction, so a reminder is sent once.
 */
export async function runReminderPass(
  dependencies: ReminderDependencies,
): Promise<{ status: "done" | "skipped"; sent: number; ended: number }> {
  const { db, logger } = dependencies;
  const holder = randomUUID();
  const started = dependencies.now();
  if (!(await acquireLease(db, REMINDER_LEASE, holder, started, new Date(started.getTime() + REMINDER_LEASE_MS)))) {
    return { status: "skipped", sent: 0, ended: 0 };
  }
  let sent = 0;
  let ended = 0;
  try {
    for (;;) {
      const now = dependencies.now();
      const due = await claimDueReminders(db, now, REMINDER_BATCH, REMINDER_LEASE_MS);
      for (const subscription of due) {
        if (await remind(dependencies, subscription, now)) sent += 1;
        else ended += 1;
      }
      if (due.length < REMINDER_BATCH || dependencies.signal?.aborted) break;
      await renewLease(db, REMINDER_LEASE, holder, new Date(dependencies.now().getTime() + REMINDER_LEASE_MS));
    }
  } finally {
    await releaseLease(db, REMINDER_LEASE, holder, dependencies.now(), { sent, ended }).catch(() => {});
  }
  if (sent + ended > 0) {
    logger.info({ sent, ended }, "renewal reminders queued");
    if (sent > 0) dependencies.onQueued?.();
  }
  return { status: "done", sent, ended };
}

const REMINDER_INTERVAL_MS = 60 * 60 * 1000;

/** Runs a pass at start and then every hour in this process; the lease keeps it to one instance at a time. */
export function scheduleReminders(dependencies: Omit<ReminderDependencies, "signal">): { stop(): Promise<void> } {
  const controller = new AbortController();
  let running: Promise<unknown> | null = null;
  const pass = () => {
    running ??= runReminderPass({ ...dependencies, signal: controller.signal })
      .catch((error: unknown) => dependencies.logger.warn({ err: error }, "renewal reminder pass failed"))
      .finally(() => (running = null));
  };
  pass();
  const timer = setInterval(pass, REMINDER_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      controller.abort();
      await running;
    },
  };
}
