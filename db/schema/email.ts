import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { quoteSessions } from "./operations";

/**
 * A visitor's "e-mail me my quotes" and "remind me before renewal" (decision 0058): the address they
 * gave on the results page, for the quote session it was given on. Deleted with its session (by a
 * privacy request or the retention job); a consent record proves the consent and outlives it.
 */
export const emailSubscriptions = pgTable(
  "email_subscriptions",
  {
    id: uuid().primaryKey().defaultRandom(),
    quoteSessionId: uuid()
      .notNull()
      .references(() => quoteSessions.id, { onDelete: "cascade" }),
    email: text().notNull(),
    /** emailHash() of the address: how privacy requests by e-mail and the suppression list find it. */
    emailHash: text().notNull(),
    /** The language of the page it was given on: every e-mail is written in it. */
    language: text().notNull().default("en"),
    /** The month of the renewal the next reminder is for, "YYYY-MM"; null: no reminders asked for. */
    renewalMonth: text(),
    /** When the reminder for renewalMonth is due (45 days before its first day); null: none. */
    nextReminderAt: timestamp({ withTimezone: true }),
    lastRemindedAt: timestamp({ withTimezone: true }),
    /** The lowest yearly estimate the visitor last saw (at sign-up, then in each reminder), in dollars. */
    lastAnnualPremium: integer(),
    unsubscribedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("email_subscriptions_session_idx").on(table.quoteSessionId),
    index("email_subscriptions_email_hash_idx").on(table.emailHash),
    index("email_subscriptions_due_idx").on(table.nextReminderAt),
    index("email_subscriptions_created_idx").on(table.createdAt),
  ],
);

/**
 * The secrets in e-mailed links (decision 0058), stored as SHA-256 only: `results` opens the
 * session's results, `unsubscribe` stops every e-mail of the subscription. Each e-mail gets its own,
 * and they work as long as the subscription exists. They grant no privacy request.
 */
export const emailLinkTokens = pgTable(
  "email_link_tokens",
  {
    tokenHash: text().primaryKey(),
    subscriptionId: uuid()
      .notNull()
      .references(() => emailSubscriptions.id, { onDelete: "cascade" }),
    purpose: text().$type<"results" | "unsubscribe">().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("email_link_tokens_subscription_idx").on(table.subscriptionId)],
);

/**
 * Addresses nothing is sent to any more: a permanent SMTP refusal (5xx) or a reported bounce or
 * complaint. Only the hash of the address is kept, so it holds no personal information and stays
 * after a deletion request (which would otherwise let mail start again to a dead address).
 */
export const emailSuppressions = pgTable("email_suppressions", {
  emailHash: text().primaryKey(),
  reason: text().$type<"refused" | "bounced" | "complained">().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
