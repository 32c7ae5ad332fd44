import { fork, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { PROJECT_ROOT } from "../../db/project-root";
import { readableEmail, startSmtpCapture, type SmtpCapture } from "../helpers/smtp-capture";
import { expect, test } from "./fixtures";

/** The come-back journeys' server: its address, the SMTP server it sends to, and its process. */
export interface ComeBackServer {
  url: string;
  smtp: SmtpCapture;
  harness: ChildProcess;
  /** The first message to `address` received since `since` that says `words`, once it has come. */
  received(address: string, since: number, words: string): Promise<string>;
}

/**
 * Starts, for the calling spec's worker, the built app in a child process (come-back-harness.ts, as
 * `npm start` runs it: migrations, seed, the outbox sent at once) sending to a real SMTP server on
 * loopback in this process, and stops both after the spec. The fields are set once `beforeAll` ran.
 */
export function useComeBackServer(): ComeBackServer {
  const server = { url: "" } as ComeBackServer;
  server.received = async (address, since, words) => {
    const find = () =>
      server.smtp.received
        .slice(since)
        .map(readableEmail)
        .find((text) => text.includes(`To: ${address}`) && text.includes(words));
    await expect.poll(() => find() !== undefined, { timeout: 20_000 }).toBe(true);
    return find()!;
  };
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server.smtp = await startSmtpCapture();
    server.harness = fork(join(PROJECT_ROOT, "tests", "e2e", "come-back-harness.ts"), {
      execArgv: ["--import", "tsx"],
      env: { ...process.env, SMTP_URL: server.smtp.url },
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    server.url = await new Promise<string>((resolve, reject) => {
      server.harness.once("message", (message: { type: string; url: string }) => resolve(message.url));
      server.harness.once("exit", (code) => reject(new Error(`the journey's server exited with ${code}`)));
    });
  });
  test.afterAll(async () => {
    const { harness, smtp } = server;
    if (harness?.connected) {
      const exited = new Promise((resolve) => harness.once("exit", resolve));
      harness.send({ type: "stop" });
      await exited;
    }
    await smtp?.close();
  });
  return server;
}
