import { index, jsonb, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const privacyRequestKind = pgEnum("privacy_request_kind", ["access", "deletion"]);
export const privacyRequestChannel = pgEnum("privacy_request_channel", ["reference", "email"]);
export const privacyRequestStatus = pgEnum("privacy_request_status", ["awaiting_confirmation", "completed"]);

/**
 * Visitors' requests to access or delete their data (PIPEDA / Law 25: answer within 30 days).
 * Holds no raw personal data: the subject (a session reference or an e-mail address) is kept as a
 * SHA-256 hash, the e-mail confirmation token likewise, and the outcome as row counts only.
 */
export const privacyRequests = pgTable(
  "privacy_requests",
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: privacyRequestKind().notNull(),
    channel: privacyRequestChannel().notNull(),
    status: privacyRequestStatus().notNull(),
    subjectHash: text().notNull(),
    /** SHA-256 of the one-time confirmation token sent by e-mail; null once used or for references. */
    tokenHash: text().unique(),
    tokenExpiresAt: timestamp({ withTimezone: true }),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    completedAt: timestamp({ withTimezone: true }),
    /** Row counts exported or deleted, by table. */
    outcome: jsonb().$type<Record<string, number>>().notNull().default({}),
  },
  (table) => [index("privacy_requests_due_idx").on(table.dueAt)],
);

/**
 * A lease that lets one server instance at a time run a housekeeping pass (the retention job).
 * Taken with an upsert that only succeeds when the previous lease has run out.
 */
export const jobLeases = pgTable("job_leases", {
  name: text().primaryKey(),
  holder: text().notNull(),
  leaseUntil: timestamp({ withTimezone: true }).notNull(),
  lastCompletedAt: timestamp({ withTimezone: true }),
  /** What the last completed pass did (row counts only). */
  lastResult: jsonb().$type<Record<string, number>>(),
});
