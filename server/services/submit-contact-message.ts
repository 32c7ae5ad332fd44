import { BRAND } from "../../core/shared/brand";
import { contactMessageSchema } from "../../core/shared/contact";
import { AppError } from "../../core/shared/errors";
import { t } from "../../core/i18n/translate";
import type { Database } from "../../db/client";
import { describeIssues } from "../http/json-body";
import type { Logger } from "../logger";
import type { ClientRateLimiter } from "../middleware/rate-limit";
import { insertContactMessageWithNotification } from "../repositories/contact-repository";

export interface ContactSettings {
  notifyTo: string;
  /** Messages one client may send in an hour, whichever way in (page, API, assistant). */
  perHour: number;
}

export type ContactResult = { status: "sent"; id: string } | { status: "ignored" };

/**
 * The one way a contact message comes in, for the page's action, POST /api/contact and the assistant:
 * counts the attempt against the client's hourly limit (one bucket per client for every way in; 429),
 * validates with the shared schema (400 with the fields' problems), drops a filled honeypot as if it
 * were sent, then stores the message and queues the staff notification in one transaction, so success
 * is only reported once both are saved.
 */
export async function submitContactMessage(
  dependencies: { db: Database; logger: Logger; settings: ContactSettings },
  input: unknown,
  options: { limit: ClientRateLimiter; source?: "contact_page" | "assistant" },
): Promise<ContactResult> {
  const source = options.source ?? "contact_page";
  await options.limit({ name: "contact", limit: dependencies.settings.perHour, windowSeconds: 3600 });
  const parsed = contactMessageSchema.safeParse(input);
  if (!parsed.success) {
    throw new AppError("validation_failed", t("api.validationFailed"), describeIssues(parsed.error.issues));
  }
  const message = parsed.data;
  if (message.website) {
    dependencies.logger.info({ source }, "contact honeypot filled; message dropped");
    return { status: "ignored" };
  }
  const stored = await insertContactMessageWithNotification(dependencies.db, { ...message, source }, (id) => ({
    kind: "contact_notification",
    toAddress: dependencies.settings.notifyTo,
    subject: `[${BRAND.name} contact] ${message.subject}: ${message.name}`.slice(0, 200),
    body: [
      `New message from the ${source === "assistant" ? "assistant" : "contact page"} (reference ${id}).`,
      "",
      `Name: ${message.name}`,
      `E-mail: ${message.email}`,
      `Phone: ${message.phone ?? "not given"}`,
      `Subject: ${message.subject}`,
      "",
      message.message,
    ].join("\n"),
    replyTo: message.email,
  }));
  dependencies.logger.info({ contactMessageId: stored.id, source }, "contact message stored");
  return { status: "sent", id: stored.id };
}
