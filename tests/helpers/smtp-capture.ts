import { SMTPServer } from "smtp-server";
import { createSmtpMailer, type Mailer } from "../../server/adapters/mailer";

export interface SmtpCapture {
  /** The raw messages the server accepted, in order. */
  received: string[];
  /** A mailer that sends to this server. */
  mailer: Mailer;
  /** Refuses the next message with "mailbox busy" (to test retries). */
  failNext(): void;
  close(): Promise<void>;
}

/** A real SMTP server on loopback that keeps what it receives, and a mailer pointed at it. */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const received: string[] = [];
  let refuse = false;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
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
  const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, "QuoteMaple <no-reply@quotemaple.ca>");
  return {
    received,
    mailer,
    failNext: () => {
      refuse = true;
    },
    close: async () => {
      mailer.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}
