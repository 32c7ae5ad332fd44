import { SMTPServer } from "smtp-server";
import { createSmtpMailer, type Mailer } from "../../server/adapters/mailer";

export interface SmtpCapture {
  /** The raw messages the server accepted, in order. */
  received: string[];
  /** A mailer that sends to this server. */
  mailer: Mailer;
  /** This server's address, for SMTP_URL. */
  url: string;
  /** Refuses the next message with "mailbox busy" (to test retries). */
  failNext(): void;
  /** Refuses every message to this address for good: 550 at RCPT TO, as a server with no such mailbox does. */
  refuseRecipient(address: string): void;
  close(): Promise<void>;
}

/** A real SMTP server on loopback that keeps what it receives, and a mailer pointed at it. */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const received: string[] = [];
  let refuse = false;
  const refused = new Set<string>();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onRcptTo(address, _session, callback) {
      if (!refused.has(address.address.toLowerCase())) return callback();
      const error = Object.assign(new Error("5.1.1 No such user here"), { responseCode: 550 });
      callback(error);
    },
    onData(stream, _session, callback) {
      let text = "";
      stream.on("data", (chunk: Buffer) => (text += chunk.toString()));
      stream.on("end", () => {
        if (refuse) {
          refuse = false;
          callback(new Error("mailbox busy"));
          return;
        }
        received.push(text);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const port = (smtp.server.address() as { port: number }).port;
  const url = `smtp://127.0.0.1:${port}`;
  const mailer = createSmtpMailer(url, "QuoteMaple <no-reply@quotemaple.ca>");
  return {
    received,
    mailer,
    url,
    failNext: () => {
      refuse = true;
    },
    refuseRecipient: (address) => {
      refused.add(address.toLowerCase());
    },
    close: async () => {
      mailer.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}

/** A received message as a reader sees it: folded headers and quoted-printable lines undone, UTF-8 decoded. */
export function readableEmail(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, "").replace(/\r?\n[ \t]+/g, " ");
  const bytes = unfolded.replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}
