import nodemailer from "nodemailer";

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string | null;
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
      });
    },
    close: () => transport.close(),
  };
}
