import type { ContactMessage } from "../../core/shared/contact";
import type { Database } from "../../db/client";
import { contactMessages, emailOutbox } from "../../db/schema";

export interface OutboxEmail {
  kind: string;
  toAddress: string;
  subject: string;
  body: string;
  replyTo: string | null;
}

/** Stores the message and its notification together: both or neither. */
export async function insertContactMessageWithNotification(
  db: Database,
  message: ContactMessage & { source: string },
  notification: (id: string) => OutboxEmail,
): Promise<{ id: string }> {
  return db.transaction(async (transaction) => {
    const [row] = await transaction
      .insert(contactMessages)
      .values({
        name: message.name,
        email: message.email,
        phone: message.phone,
        subject: message.subject,
        message: message.message,
        source: message.source,
      })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error("contact insert returned no row");
    await transaction.insert(emailOutbox).values(notification(row.id));
    return row;
  });
}
