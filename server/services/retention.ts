import { randomUUID } from "node:crypto";
import type { Database } from "../../db/client";
import type { Logger } from "../logger";
import {
  acquireLease,
  anonymizeChatSessionsBefore,
  anonymizeQuoteSessionsBefore,
  deleteAnalyticsEventsBefore,
  deleteAnalyticsSessionStateBefore,
  deleteChatSessionsBefore,
  deleteConsentRecordsBefore,
  deleteContactMessagesBefore,
  deleteFinishedEmailsBefore,
  deletePrivacyRequestsBefore,
  deleteQuoteDraftsBefore,
  deleteQuoteSessionsBefore,
  releaseLease,
  renewLease,
} from "../repositories/retention-repository";
import { deleteEndedSubscriptionsBefore } from "../repositories/email-repository";
import { QUOTE_DRAFT_TTL_MS } from "./quote-wizard";

/** How long each kind of record is kept, in days (RETENTION_* settings; defaults in README and ADR 0020). */
export interface RetentionLimits {
  analyticsEventDays: number;
  chatSessionDays: number;
  quoteSessionDays: number;
  contactMessageDays: number;
  consentRecordDays: number;
  emailOutboxDays: number;
  privacyRequestDays: number;
  /** Results e-mail and reminder sign-ups with nothing more to send (unsubscribed, or a one-off e-mail). */
  emailSubscriptionDays: number;
}

export interface RetentionDependencies {
  db: Database;
  logger: Logger;
  now: () => Date;
  limits: RetentionLimits;
  /** Rows handled per statement, so no pass holds locks on a busy table for long. */
  batchSize?: number;
  /** How long one batch may take before another instance may take over the pass. */
  leaseMs?: number;
  /** Aborted when the server stops: the pass ends after its current batch and gives its lease back. */
  signal?: AbortSignal | undefined;
}

export const RETENTION_LEASE = "retention";
const DEFAULT_BATCH = 500;
const DEFAULT_LEASE_MS = 10 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Row counts removed or anonymized by one pass; the only thing the job logs. */
export interface RetentionCounts {
  analytics_events_deleted: number;
  consent_records_deleted: number;
  quote_sessions_deleted: number;
  quote_sessions_anonymized: number;
  quotes_deleted_with_anonymized_sessions: number;
  chat_sessions_deleted: number;
  chat_sessions_anonymized: number;
  chat_messages_deleted_with_anonymized_sessions: number;
  contact_messages_deleted: number;
  email_outbox_deleted: number;
  privacy_requests_deleted: number;
  quote_drafts_deleted: number;
  email_subscriptions_deleted: number;
}

export type RetentionResult = { status: "done" | "stopped"; counts: RetentionCounts } | { status: "skipped" };

class LeaseLost extends Error {}
class Stopped extends Error {}

/**
 * One retention pass. Only one instance at a time runs it (a lease row taken with a single upsert);
 * another instance calling at the same time gets "skipped". The work is done in bounded batches,
 * each its own short statement, renewing the lease between them.
 */
export async function runRetentionPass(dependencies: RetentionDependencies): Promise<RetentionResult> {
  const { db, logger } = dependencies;
  const batch = dependencies.batchSize ?? DEFAULT_BATCH;
  const leaseMs = dependencies.leaseMs ?? DEFAULT_LEASE_MS;
  const holder = randomUUID();
  const started = dependencies.now();
  if (!(await acquireLease(db, RETENTION_LEASE, holder, started, new Date(started.getTime() + leaseMs)))) {
    logger.info("retention pass skipped: another instance is running it");
    return { status: "skipped" };
  }
  const before = (days: number) => new Date(started.getTime() - days * DAY_MS);
  const { limits } = dependencies;
  const counts: RetentionCounts = {
    analytics_events_deleted: 0,
    consent_records_deleted: 0,
    quote_sessions_deleted: 0,
    quote_sessions_anonymized: 0,
    quotes_deleted_with_anonymized_sessions: 0,
    chat_sessions_deleted: 0,
    chat_sessions_anonymized: 0,
    chat_messages_deleted_with_anonymized_sessions: 0,
    contact_messages_deleted: 0,
    email_outbox_deleted: 0,
    privacy_requests_deleted: 0,
    quote_drafts_deleted: 0,
    email_subscriptions_deleted: 0,
  };
  const renew = async () => {
    const until = new Date(dependencies.now().getTime() + leaseMs);
    if (!(await renewLease(db, RETENTION_LEASE, holder, until))) throw new LeaseLost();
  };
  /** Repeats one batch step until it handles fewer rows than a full batch. */
  const drain = async (step: () => Promise<number>, add: (handled: number) => void) => {
    for (;;) {
      const handled = await step();
      add(handled);
      if (dependencies.signal?.aborted) throw new Stopped();
      await renew();
      if (handled < batch) return;
    }
  };
  try {
    await drain(
      () => deleteAnalyticsEventsBefore(db, before(limits.analyticsEventDays), batch),
      (n) => (counts.analytics_events_deleted += n),
    );
    // Not counted: derived from the events (the largest share of a batch across its tables).
    await drain(
      () => deleteAnalyticsSessionStateBefore(db, before(limits.analyticsEventDays), batch),
      () => {},
    );
    // Consent records first: a session is only deleted once no consent record needs it.
    await drain(
      () => deleteConsentRecordsBefore(db, before(limits.consentRecordDays), batch),
      (n) => (counts.consent_records_deleted += n),
    );
    await drain(
      () => deleteQuoteSessionsBefore(db, before(limits.quoteSessionDays), batch),
      (n) => (counts.quote_sessions_deleted += n),
    );
    await drain(
      async () => {
        const done = await anonymizeQuoteSessionsBefore(db, before(limits.quoteSessionDays), started, batch);
        counts.quotes_deleted_with_anonymized_sessions += done.quotes;
        return done.sessions;
      },
      (n) => (counts.quote_sessions_anonymized += n),
    );
    await drain(
      () => deleteChatSessionsBefore(db, before(limits.chatSessionDays), batch),
      (n) => (counts.chat_sessions_deleted += n),
    );
    await drain(
      async () => {
        const done = await anonymizeChatSessionsBefore(db, before(limits.chatSessionDays), started, batch);
        counts.chat_messages_deleted_with_anonymized_sessions += done.messages;
        return done.sessions;
      },
      (n) => (counts.chat_sessions_anonymized += n),
    );
    await drain(
      () => deleteContactMessagesBefore(db, before(limits.contactMessageDays), batch),
      (n) => (counts.contact_messages_deleted += n),
    );
    await drain(
      () => deleteFinishedEmailsBefore(db, before(limits.emailOutboxDays), batch),
      (n) => (counts.email_outbox_deleted += n),
    );
    await drain(
      () => deletePrivacyRequestsBefore(db, before(limits.privacyRequestDays), batch),
      (n) => (counts.privacy_requests_deleted += n),
    );
    await drain(
      () => deleteQuoteDraftsBefore(db, new Date(started.getTime() - QUOTE_DRAFT_TTL_MS), batch),
      (n) => (counts.quote_drafts_deleted += n),
    );
    await drain(
      () => deleteEndedSubscriptionsBefore(db, before(limits.emailSubscriptionDays), batch),
      (n) => (counts.email_subscriptions_deleted += n),
    );
  } catch (error) {
    if (error instanceof LeaseLost) {
      logger.warn({ retention: counts }, "retention pass stopped: its lease was taken over");
      return { status: "done", counts };
    }
    if (error instanceof Stopped) {
      // The lease is given back at once, so the next start (of any instance) runs the rest.
      await releaseLease(db, RETENTION_LEASE, holder, dependencies.now(), null).catch(() => {});
      logger.info({ retention: counts }, "retention pass stopped for shutdown; the next pass finishes it");
      return { status: "stopped", counts };
    }
    await releaseLease(db, RETENTION_LEASE, holder, dependencies.now(), null).catch(() => {});
    throw error;
  }
  const finished = dependencies.now();
  await releaseLease(db, RETENTION_LEASE, holder, finished, { ...counts });
  // A pass that removed nothing is routine (every start of a fresh install): debug, not info.
  const removedAny = Object.values(counts).some((count) => Number(count) > 0);
  logger[removedAny ? "info" : "debug"](
    { retention: counts, durationMs: finished.getTime() - started.getTime() },
    "retention pass finished (row counts only)",
  );
  return { status: "done", counts };
}

/** The limits from the configuration. */
export function retentionLimitsFrom(config: {
  RETENTION_ANALYTICS_DAYS: number;
  RETENTION_CHAT_DAYS: number;
  RETENTION_QUOTE_SESSION_DAYS: number;
  RETENTION_CONTACT_DAYS: number;
  RETENTION_CONSENT_DAYS: number;
  RETENTION_EMAIL_OUTBOX_DAYS: number;
  RETENTION_PRIVACY_REQUEST_DAYS: number;
  RETENTION_EMAIL_SUBSCRIPTION_DAYS: number;
}): RetentionLimits {
  return {
    analyticsEventDays: config.RETENTION_ANALYTICS_DAYS,
    chatSessionDays: config.RETENTION_CHAT_DAYS,
    quoteSessionDays: config.RETENTION_QUOTE_SESSION_DAYS,
    contactMessageDays: config.RETENTION_CONTACT_DAYS,
    consentRecordDays: config.RETENTION_CONSENT_DAYS,
    emailOutboxDays: config.RETENTION_EMAIL_OUTBOX_DAYS,
    privacyRequestDays: config.RETENTION_PRIVACY_REQUEST_DAYS,
    emailSubscriptionDays: config.RETENTION_EMAIL_SUBSCRIPTION_DAYS,
  };
}

const RETENTION_INTERVAL_MS = DAY_MS;

/**
 * Runs a pass now and then once a day in this process. Every instance schedules it; the lease makes
 * sure only one runs at a time, and a pass with nothing left to do costs a few indexed queries.
 * `stop()` cancels the schedule, ends a pass under way after its current batch and waits for it.
 */
export function scheduleRetention(
  dependencies: Omit<RetentionDependencies, "signal">,
  intervalMs = RETENTION_INTERVAL_MS,
): { stop(): Promise<void> } {
  const stopping = new AbortController();
  let underway: Promise<void> = Promise.resolve();
  const run = () => {
    underway = runRetentionPass({ ...dependencies, signal: stopping.signal }).then(
      () => {},
      (error: unknown) =>
        dependencies.logger.warn({ err: error }, "retention pass failed; it runs again at the next interval"),
    );
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      stopping.abort();
      return underway;
    },
  };
}
