import type { Database } from "../../db/client";
import { isPermanentRefusal, type Mailer } from "../adapters/mailer";
import { isSuppressed, isVisitorEmail, suppressAddress } from "../repositories/email-repository";
import { emailHash } from "./email-address";
import type { Logger } from "../logger";
import {
  claimDueEmails,
  markEmailFailed,
  markEmailSent,
  markEmailSuppressed,
  releaseClaimedEmails,
} from "../repositories/outbox-repository";

export const OUTBOX_BATCH = 20;
export const OUTBOX_LEASE_MS = 5 * 60 * 1000;
export const OUTBOX_MAX_ATTEMPTS = 12;

/** Retry delay after the nth failed attempt: 1, 2, 4, … minutes, at most 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60 * 1000);
}

/**
 * Sends the e-mails that are due; failures are retried later with back-off, never dropped silently.
 * Once `signal` aborts (the server is stopping), the e-mail being sent finishes and the batch's others
 * are given back at once, for this or another instance's next round.
 */
export async function deliverOutbox(
  dependencies: { db: Database; mailer: Mailer; logger: Logger; signal?: AbortSignal | undefined },
  now: Date = new Date(),
): Promise<{ sent: number; failed: number; released: number; suppressed: number }> {
  const { db, mailer, logger, signal } = dependencies;
  if (signal?.aborted) return { sent: 0, failed: 0, released: 0, suppressed: 0 };
  const due = await claimDueEmails(db, now, OUTBOX_BATCH, OUTBOX_LEASE_MS);
  let sent = 0;
  let failed = 0;
  let suppressed = 0;
  for (const [index, email] of due.entries()) {
    if (signal?.aborted) {
      const untried = due.slice(index).map((row) => row.id);
      await releaseClaimedEmails(db, untried, new Date());
      logger.info({ sent, failed, released: untried.length }, "outbox delivery stopped for shutdown");
      return { sent, failed, released: untried.length, suppressed };
    }
    // A visitor's address that refused mail for good, or bounced, gets nothing more (decision 0058).
    const visitor = isVisitorEmail(email.kind);
    if (visitor && (await isSuppressed(db, emailHash(email.toAddress)))) {
      await markEmailSuppressed(db, email.id);
      suppressed += 1;
      continue;
    }
    try {
      await mailer.send({
        to: email.toAddress,
        subject: email.subject,
        text: email.body,
        replyTo: email.replyTo,
        headers: email.headers,
      });
      await markEmailSent(db, email.id, new Date());
      sent += 1;
    } catch (error) {
      if (visitor && isPermanentRefusal(error)) {
        // The receiving server said no for good: no retry, and the address is suppressed.
        await markEmailFailed(db, email.id, {
          attempts: email.attempts + 1,
          nextAttemptAt: now,
          lastError: error instanceof Error ? error.message : String(error),
          giveUp: true,
        });
        await suppressAddress(db, emailHash(email.toAddress), "refused", new Date());
        logger.warn({ emailId: email.id, kind: email.kind }, "e-mail refused for good; address suppressed");
        failed += 1;
        continue;
      }
      const attempts = email.attempts + 1;
      const giveUp = attempts >= OUTBOX_MAX_ATTEMPTS;
      await markEmailFailed(db, email.id, {
        attempts,
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
        lastError: error instanceof Error ? error.message : String(error),
        giveUp,
      });
      logger.warn({ emailId: email.id, attempts, giveUp }, "e-mail delivery failed");
      failed += 1;
    }
  }
  if (sent + failed + suppressed > 0) logger.info({ sent, failed, suppressed }, "outbox delivered");
  return { sent, failed, released: 0, suppressed };
}
