import nodemailer from "nodemailer";

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string | null;
  /** Extra headers: List-Unsubscribe and List-Unsubscribe-Post on e-mails to visitors (RFC 8058). */
  headers?: Record<string, string> | null;
}

export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer (SMTP_URL, e.g. smtp://user:pass@host:587 or smtps://…). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl, { from });
  return {
    async send(email) {
      await transport.sendMail({
        from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        ...(email.replyTo ? { replyTo: email.replyTo } : {}),
        ...(email.headers ? { headers: email.headers } : {}),
      });
    },
    close: () => transport.close(),
  };
}

/**
 * A refusal the server means for good: an SMTP reply in the 5xx range (RFC 5321 4.2.1), which
 * nodemailer reports as the error's `responseCode`. A 4xx reply or a broken connection may pass.
 */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}
