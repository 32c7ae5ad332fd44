import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  char,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { seedHash, timestamps } from "./columns";
import {
  chatMode,
  chatRole,
  consentChannel,
  consentPurpose,
  contactSubject,
  partnerKind,
  productType,
  staffRole,
} from "./enums";

export const staffUsers = pgTable("staff_users", {
  id: uuid().primaryKey().defaultRandom(),
  email: text().notNull().unique(),
  role: staffRole().notNull(),
  passwordHash: text().notNull(),
  lastLoginAt: timestamp({ withTimezone: true }),
  /** The TOTP secret in use (AES-256-GCM, decision 0053); null while two-factor sign-in is off. */
  totpSecretEncrypted: text(),
  /** A secret being enrolled, active only once a first code confirms it. */
  totpPendingSecretEncrypted: text(),
  totpEnabledAt: timestamp({ withTimezone: true }),
  /** The last 30-second time step whose code was accepted: a code of that step or earlier never is again. */
  totpLastUsedStep: bigint({ mode: "number" }),
  ...timestamps,
});

/** Single-use recovery codes, stored as a salted SHA-256 (decision 0053); used_at set when spent. */
export const staffRecoveryCodes = pgTable(
  "staff_recovery_codes",
  {
    id: uuid().primaryKey().defaultRandom(),
    staffUserId: uuid()
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("staff_recovery_codes_user_idx").on(table.staffUserId)],
);

/** Staff-wide sign-in rules, one row (id 1): whether every staff member must use two-factor sign-in. */
export const staffSecurityPolicy = pgTable("staff_security_policy", {
  id: integer().primaryKey().default(1),
  requireTwoFactor: boolean().notNull().default(false),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * What staff did: who (the account, and its e-mail at the time), what, when, to what, and from which
 * address. Never a password, a code or a secret.
 */
export const staffAuditEvents = pgTable(
  "staff_audit_events",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    occurredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actorStaffUserId: uuid().references(() => staffUsers.id, { onDelete: "set null" }),
    actorEmail: text(),
    action: text().notNull(),
    target: text(),
    ipAddress: text(),
    details: jsonb().$type<Record<string, string | number | boolean | null>>(),
  },
  (table) => [
    index("staff_audit_events_occurred_idx").on(table.occurredAt.desc(), table.id.desc()),
    index("staff_audit_events_actor_idx").on(table.actorEmail, table.occurredAt.desc()),
    index("staff_audit_events_action_idx").on(table.action, table.occurredAt.desc()),
  ],
);

export const staffSessions = pgTable(
  "staff_sessions",
  {
    /** SHA-256 of the cookie token; the token itself is never stored. */
    idHash: text().primaryKey(),
    staffUserId: uuid()
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /**
     * `full`: signed in. `code`: the password was right and a two-factor code is awaited (only the
     * sign-in page accepts it). `enrol`: two-factor sign-in is required and not set up yet (only the
     * account screen accepts it). Decision 0053.
     */
    stage: text().notNull().default("full"),
  },
  (table) => [
    index("staff_sessions_user_idx").on(table.staffUserId),
    index("staff_sessions_expires_idx").on(table.expiresAt),
  ],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    subject: contactSubject().notNull(),
    message: text().notNull(),
    source: text().notNull().default("contact_page"),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("contact_messages_created_idx").on(table.createdAt.desc()),
    index("contact_messages_email_idx").on(table.email),
  ],
);

export const partners = pgTable("partners", {
  id: text().primaryKey(),
  name: text().notNull(),
  kind: partnerKind().notNull().default("rating_table"),
  /** Insurance lines the partner quotes: car, home, travel, business, life. */
  lines: text().array().notNull(),
  /** Province codes the partner serves. */
  provinces: text().array().notNull(),
  appetite: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  pricePosture: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  /** What the product for each line includes (decision 0043); an older row holds one list. */
  features: jsonb().$type<Record<string, string[]> | string[]>().notNull().default([]),
  /** What each line's product offers, in the words visitors filter results by (decision 0045). */
  featureTags: jsonb().$type<Record<string, string[]>>().notNull().default({}),
  handoffUrl: text().notNull(),
  apiUrl: text(),
  active: boolean().notNull().default(true),
  ...seedHash,
  ...timestamps,
});

export const chatSessions = pgTable(
  "chat_sessions",
  {
    id: uuid().primaryKey().defaultRandom(),
    mode: chatMode().notNull(),
    fields: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    readyForConsent: boolean().notNull().default(false),
    provinceRejections: integer().notNull().default(0),
    /** The conversation engine's own state between turns (what it asked last, and so on). */
    state: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    completedAt: timestamp({ withTimezone: true }),
    /** Set by the retention job when it strips the transcript but keeps the row for a consent record. */
    anonymizedAt: timestamp({ withTimezone: true }),
    /**
     * SHA-256 of the privacy key of the browser that started the conversation (ADR 0027): the only
     * secret that exports or deletes it. Null for conversations from before the key, which the
     * e-mail route covers instead.
     */
    privacyKeyHash: text(),
    /** The language the conversation was started in, the page's (decision 0036): "en" or "fr". */
    language: text().notNull().default("en"),
    ...timestamps,
  },
  (table) => [
    index("chat_sessions_created_idx").on(table.createdAt),
    index("chat_sessions_privacy_key_idx").on(table.privacyKeyHash),
    // Quote-flow conversations not handed off, by last activity: the dashboard's "abandoned" are the
    // open ones of its daily counts less those active in the last half hour (decision 0077).
    index("chat_sessions_open_updated_idx")
      .on(table.updatedAt)
      .where(sql`${table.mode} = 'quote_flow' and ${table.completedAt} is null`),
  ],
);

export const chatMessages = pgTable(
  "chat_messages",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    chatSessionId: uuid()
      .notNull()
      .references(() => chatSessions.id, { onDelete: "cascade" }),
    role: chatRole().notNull(),
    content: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("chat_messages_session_idx").on(table.chatSessionId, table.id),
    // The dashboard counts assistant replies by time (ADR 0021).
    index("chat_messages_created_idx").on(table.createdAt),
  ],
);

export const quoteSessions = pgTable(
  "quote_sessions",
  {
    id: uuid().primaryKey().defaultRandom(),
    aggregatorSessionId: text().notNull().unique(),
    productType: productType().notNull(),
    category: text().notNull(),
    provinceCode: char({ length: 2 }).notNull(),
    city: text(),
    postalFsa: char({ length: 3 }),
    /** The structured Quote request as validated by the shared schema. */
    request: jsonb().$type<Record<string, unknown>>().notNull(),
    /** The wizard's Quote form data as submitted. */
    formData: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    entryPoint: text(),
    blogSlug: text(),
    chatSessionId: uuid().references(() => chatSessions.id, { onDelete: "set null" }),
    rateTableVersion: text(),
    /** The estimate's summary (range, factors, province rules) as shown with the results. */
    pricing: jsonb().$type<Record<string, unknown>>(),
    /** Set by the retention job when it strips personal fields but keeps the row for a consent record. */
    anonymizedAt: timestamp({ withTimezone: true }),
    /**
     * SHA-256 of the privacy key of the browser that made the session (ADR 0027): it exports or
     * deletes the session and shows its details on the results page. Null for sessions from before
     * the key: neither the hand-off reference nor the results link grants either.
     */
    privacyKeyHash: text(),
    /** The language of the page or request that started the session (decision 0036): "en" or "fr". */
    language: text().notNull().default("en"),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("quote_sessions_created_idx").on(table.createdAt),
    index("quote_sessions_province_created_idx").on(table.provinceCode, table.createdAt),
    index("quote_sessions_privacy_key_idx").on(table.privacyKeyHash),
  ],
);

/**
 * The quote wizard's answers between its steps when it is used without JavaScript (decision 0029),
 * one per browser: keyed by the SHA-256 of its privacy key, replaced at every step, deleted when the
 * quote starts and by the retention job a day after its last change.
 */
export const quoteDrafts = pgTable(
  "quote_drafts",
  {
    privacyKeyHash: text().primaryKey(),
    answers: jsonb().$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("quote_drafts_updated_idx").on(table.updatedAt)],
);

export const quotes = pgTable(
  "quotes",
  {
    id: uuid().primaryKey().defaultRandom(),
    sessionId: uuid()
      .notNull()
      .references(() => quoteSessions.id, { onDelete: "cascade" }),
    partnerId: text()
      .notNull()
      .references(() => partners.id),
    partnerName: text().notNull(),
    coverageType: text().notNull(),
    coverageLimit: integer(),
    deductible: integer(),
    features: jsonb().$type<string[]>().notNull().default([]),
    /** "priced" carries a premium; "referral" hands an unpriced line (travel, business, life) to the partner. */
    kind: text().notNull().default("priced"),
    annualPremium: integer(),
    monthlyPremium: integer(),
    factors: jsonb().$type<Record<string, unknown>[]>().notNull().default([]),
    range: jsonb().$type<{ low: number; high: number }>(),
    /** Set when the visitor changed coverage and the session was priced again. */
    supersededAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("quotes_session_idx").on(table.sessionId, table.annualPremium)],
);

export const quoteClicks = pgTable(
  "quote_clicks",
  {
    id: uuid().primaryKey().defaultRandom(),
    sessionId: uuid()
      .notNull()
      .references(() => quoteSessions.id, { onDelete: "cascade" }),
    quoteId: uuid()
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    partnerId: text()
      .notNull()
      .references(() => partners.id),
    redirectUrl: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("quote_clicks_session_idx").on(table.sessionId),
    index("quote_clicks_created_idx").on(table.createdAt),
  ],
);

/** Consent ledger: kept as long as the law needs it, so it survives deletion of the session it belongs to. */
export const consentRecords = pgTable(
  "consent_records",
  {
    id: uuid().primaryKey().defaultRandom(),
    quoteSessionId: uuid().references(() => quoteSessions.id, { onDelete: "set null" }),
    chatSessionId: uuid().references(() => chatSessions.id, { onDelete: "set null" }),
    purpose: consentPurpose().notNull(),
    channel: consentChannel().notNull(),
    granted: boolean().notNull(),
    wordingVersion: text().notNull(),
    wording: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("consent_records_quote_session_idx").on(table.quoteSessionId),
    index("consent_records_chat_session_idx").on(table.chatSessionId),
  ],
);

export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    sessionId: text().notNull(),
    eventType: text().notNull(),
    eventData: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * The page's language as the event says it (`event_data.language`, decision 0035), "fr" or else
     * "en" (events from before French, or any other value): derived by the database, never written.
     */
    language: text()
      .notNull()
      .generatedAlwaysAs(sql`case when event_data->>'language' = 'fr' then 'fr' else 'en' end`),
  },
  (table) => [
    // session_id and language ride along so the dashboard's visit counts, for every language or
    // one, are index-only scans (ADR 0021, 0036).
    index("analytics_events_type_time_session_language_idx").on(
      table.eventType,
      table.occurredAt,
      table.sessionId,
      table.language,
    ),
    index("analytics_events_time_idx").on(table.occurredAt),
    index("analytics_events_session_idx").on(table.sessionId),
  ],
);

/**
 * Daily rollups of analytics events for the staff dashboard (decision 0063): additive counts per Toronto
 * day, language and key (page views per path, assistant errors per stage, policy analyzer events). Kept
 * by the `analytics_events_rollup` trigger in the transaction that inserts the events; counts only.
 */
export const analyticsDailyCounts = pgTable(
  "analytics_daily_counts",
  {
    metric: text().notNull(),
    language: text().notNull(),
    day: date({ mode: "string" }).notNull(),
    key: text().notNull(),
    count: bigint({ mode: "number" }).notNull(),
  },
  (table) => [
    primaryKey({ name: "analytics_daily_counts_pk", columns: [table.metric, table.language, table.day, table.key] }),
    // A metric's days across languages (the dashboard for every language): decision 0077.
    index("analytics_daily_counts_metric_day_idx").on(table.metric, table.day),
  ],
);

/**
 * Distinct analytics sessions per Toronto day, kept so that a range's distinct count is a sum over its
 * days (decision 0063): a session is counted on the first of its days in the range, which is the row
 * whose previous day (`day - days_since_previous`; 0: none) falls before the range. `end_day` is the
 * day of the quote start for "starts after viewing a page" (a view day to a start day); else `day`.
 * `language` is "en", "fr" or "all" (a session in both languages counts once in all). Counts only.
 */
export const analyticsSessionRollups = pgTable(
  "analytics_session_rollups",
  {
    metric: text().notNull(),
    language: text().notNull(),
    day: date({ mode: "string" }).notNull(),
    key: text().notNull(),
    endDay: date({ mode: "string" }).notNull(),
    daysSincePrevious: integer().notNull(),
    sessions: bigint({ mode: "number" }).notNull(),
  },
  (table) => [
    primaryKey({
      name: "analytics_session_rollups_pk",
      columns: [table.metric, table.language, table.day, table.key, table.endDay, table.daysSincePrevious],
    }),
    // A few keys' days (the top pages' sessions and starts): decision 0077.
    index("analytics_session_rollups_key_idx").on(table.metric, table.language, table.key, table.day),
  ],
);

/**
 * What the analytics rollup trigger knows of each session, so that one event's work is a few index
 * lookups whatever the session's length (decision 0063): the days a session was seen per metric, key
 * and language ("all" too), with the first and last time on that day. Holds session ids: deleted with
 * the session's events by a privacy request, and by retention with the events of the same days.
 */
export const analyticsSessionDays = pgTable(
  "analytics_session_days",
  {
    sessionId: text().notNull(),
    language: text().notNull(),
    metric: text().notNull(),
    key: text().notNull(),
    day: date({ mode: "string" }).notNull(),
    firstAt: timestamp({ withTimezone: true }).notNull(),
    lastAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({
      name: "analytics_session_days_pk",
      columns: [table.sessionId, table.language, table.metric, table.key, table.day],
    }),
  ],
);

/**
 * The first view of each page each day per session and language (decision 0063), in the order a quote
 * start looks for the pages viewed since the previous start: by day and time. Apart from
 * `analytics_session_days` so that no lookup of one page's days can run down this order instead.
 */
export const analyticsSessionFirstViews = pgTable(
  "analytics_session_first_views",
  {
    sessionId: text().notNull(),
    language: text().notNull(),
    day: date({ mode: "string" }).notNull(),
    firstAt: timestamp({ withTimezone: true }).notNull(),
    path: text().notNull(),
  },
  (table) => [
    primaryKey({
      name: "analytics_session_first_views_pk",
      columns: [table.sessionId, table.language, table.day, table.firstAt, table.path],
    }),
  ],
);

/**
 * A session's minimal intervals from viewing a page to starting a quote (decision 0063): for each quote
 * start day `hi`, the last day `lo` a view of the page leads to that start and no earlier one. The
 * `page_start` rows of `analytics_session_rollups` are these, counted. Holds session ids, as above.
 */
export const analyticsSessionIntervals = pgTable(
  "analytics_session_intervals",
  {
    sessionId: text().notNull(),
    language: text().notNull(),
    path: text().notNull(),
    hi: date({ mode: "string" }).notNull(),
    lo: date({ mode: "string" }).notNull(),
  },
  (table) => [
    primaryKey({
      name: "analytics_session_intervals_pk",
      columns: [table.sessionId, table.language, table.path, table.hi],
    }),
  ],
);

/**
 * Quote sessions for the staff dashboard, per Toronto day (decision 0063): `shown` (a session with
 * quotes, on the day it was created) and `clicked` (a session with a partner click, on each day it had
 * one, with the days since its previous such day, 0: none, as in `analytics_session_rollups`). Keyed
 * by what the dashboard splits them by; `entry_point` "direct" for none, `blog_slug` "" for none. Kept
 * by triggers on `quotes` and `quote_clicks`; counts only.
 */
export const quoteSessionRollups = pgTable(
  "quote_session_rollups",
  {
    metric: text().notNull(),
    language: text().notNull(),
    day: date({ mode: "string" }).notNull(),
    daysSincePrevious: integer().notNull(),
    province: text().notNull(),
    category: text().notNull(),
    entryPoint: text().notNull(),
    blogSlug: text().notNull(),
    sessions: bigint({ mode: "number" }).notNull(),
  },
  (table) => [
    primaryKey({
      name: "quote_session_rollups_pk",
      columns: [
        table.metric,
        table.language,
        table.day,
        table.daysSincePrevious,
        table.province,
        table.category,
        table.entryPoint,
        table.blogSlug,
      ],
    }),
  ],
);

/** The days each quote session had a partner click, for the `clicked` rollup rows (decision 0063). */
export const quoteClickDays = pgTable(
  "quote_click_days",
  {
    sessionId: uuid()
      .notNull()
      .references(() => quoteSessions.id, { onDelete: "cascade" }),
    day: date({ mode: "string" }).notNull(),
  },
  (table) => [primaryKey({ name: "quote_click_days_pk", columns: [table.sessionId, table.day] })],
);

/**
 * Page views per Toronto month, language and path (decision 0077): the sums of `analytics_daily_counts`'
 * `page_view` rows of each month, so that top pages and top articles read a month's row for each whole
 * month of a range and daily rows only for the days at its ends. Kept by a trigger on
 * `analytics_daily_counts` (emptied with it by its rebuild); counts only.
 */
export const analyticsMonthlyPageViews = pgTable(
  "analytics_monthly_page_views",
  {
    language: text().notNull(),
    /** The month's first day. */
    month: date({ mode: "string" }).notNull(),
    path: text().notNull(),
    views: bigint({ mode: "number" }).notNull(),
  },
  (table) => [
    primaryKey({ name: "analytics_monthly_page_views_pk", columns: [table.language, table.month, table.path] }),
  ],
);

/**
 * The assistant's conversations and replies per Toronto day and language, for the staff dashboard
 * (decision 0077): `quote_flow` (key: the province asked, upper case, or null) and `chat`
 * conversations, quote-flow ones `completed` (handed off) or `open` (key: where they stopped, the slot
 * asked last or "consent"), all by the day started; `handed_off` conversations by the day they were
 * handed off, and `assistant_message` replies by the day sent. Kept by triggers on `chat_sessions`
 * and `chat_messages` (updates and deletions too: a conversation moves from open to completed, a
 * privacy request deletes it); counts only.
 */
export const chatDailyCounts = pgTable(
  "chat_daily_counts",
  {
    metric: text().notNull(),
    language: text().notNull(),
    day: date({ mode: "string" }).notNull(),
    key: text(),
    count: bigint({ mode: "number" }).notNull(),
  },
  (table) => [
    unique("chat_daily_counts_key").on(table.metric, table.language, table.day, table.key).nullsNotDistinct(),
  ],
);

/** Fixed-window rate-limit counters, shared by every server instance through the database. */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text().primaryKey(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    count: integer().notNull(),
  },
  (table) => [index("rate_limit_counters_window_idx").on(table.windowStart)],
);

/**
 * E-mail notifications waiting to be sent. Written in the same transaction as what they announce,
 * so a message is never lost when mail is down or not configured; a job delivers and retries them.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().notNull(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    replyTo: text(),
    /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post on visitor e-mails, decision 0058). */
    headers: jsonb().$type<Record<string, string>>(),
    status: text().notNull().default("pending"),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("email_outbox_due_idx").on(table.status, table.nextAttemptAt)],
);

/**
 * Public pages rendered whole, shared by every process and instance (decision 0041): a page-cache
 * miss reads its page here instead of rendering it. A row is for one build (the HTML depends on the
 * code) and one purge generation; the bodies are compressed once, stored as base64 text, which
 * PGlite and node-postgres hand back several times faster than bytea.
 */
export const renderedPages = pgTable(
  "rendered_pages",
  {
    build: text().notNull(),
    /** The page cache's key: the path and the query parameters the page reads. */
    key: text().notNull(),
    path: text().notNull(),
    /** The query parameters the page reads, as its route declared them. */
    reads: jsonb().$type<string[]>().notNull(),
    generation: bigint({ mode: "number" }).notNull(),
    headers: jsonb().$type<[string, string][]>().notNull(),
    hash: text().notNull(),
    brotli: text().notNull(),
    gzip: text().notNull(),
    renderedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.build, table.key] }),
    index("rendered_pages_path_idx").on(table.build, table.path),
  ],
);

/** The pages' purge generation (one row): a purge moves it on, and a page rendered before is not stored. */
export const renderedPagesGeneration = pgTable("rendered_pages_generation", {
  id: integer().primaryKey().default(1),
  generation: bigint({ mode: "number" }).notNull().default(0),
});
