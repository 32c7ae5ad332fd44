import { BRAND } from "../../core/shared/brand";
import type { ContactMessage } from "../../core/shared/contact";
import type { Database } from "../../db/client";
import type { Logger } from "../logger";
import { insertContactMessageWithNotification } from "../repositories/contact-repository";

export interface ContactSettings {
  notifyTo: string;
}

export type ContactResult = { status: "sent"; id: string } | { status: "ignored" };

/**
 * Stores a contact message and queues the staff notification in one transaction, so success is
 * only reported once both are saved. A filled honeypot is answered like a success and dropped.
 */
export async function submitContactMessage(
  dependencies: { db: Database; logger: Logger; settings: ContactSettings },
  message: ContactMessage,
  source: "contact_page" | "assistant" = "contact_page",
): Promise<ContactResult> {
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
