import { request, type IncomingHttpHeaders } from "node:http";
import { connect } from "node:net";
import { describe, expect, it } from "vitest";
import { startBuiltServer } from "../helpers/built-server";

/**
 * The graceful stop of decision 0052 on the real server process (build/server-main.js): SIGTERM
 * while a slow request is in flight. The request still gets its answer, a new connection is refused,
 * and the process exits 0; a request that never ends is cut when SHUTDOWN_GRACE_SECONDS runs out.
 */

const ENV = { DATA_DIR: "memory://", RATE_LIMIT_ENABLED: "false", PAGE_PRERENDER: "false", LOG_LEVEL: "info" };

const CONTACT = JSON.stringify({
  name: "Ana Souza",
  email: "ana@example.com",
  subject: "coverage",
  message: "Sent slowly, across a deploy.",
});

/**
 * A POST whose body is sent later: in flight from its head until `finish`. `headRead` resolves once
 * the server has read the head (its `100 Continue`), so a stop signal cannot overtake the request.
 */
function slowPost(url: string, path: string, body: string) {
  const { hostname, port } = new URL(url);
  const outgoing = request({
    host: hostname,
    port,
    method: "POST",
    path,
    headers: {
      "Content-Type": "application/json",
      "Content-Length": String(Buffer.byteLength(body)),
      Expect: "100-continue",
    },
  });
  const headRead = new Promise<void>((resolve) => outgoing.once("continue", () => resolve()));
  const answer = new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    outgoing.once("error", reject);
    outgoing.once("response", (response) => {
      let text = "";
      response.on("data", (chunk: Buffer) => (text += chunk.toString()));
      response.once("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
  });
  answer.catch(() => {});
  outgoing.flushHeaders();
  return {
    headRead: headRead.then(() => void outgoing.write(body.slice(0, 10))),
    answer,
    finish: () => outgoing.end(body.slice(10)),
  };
}

/** Whether a new TCP connection to the server is refused (rather than accepted). */
function connectionRefused(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("graceful shutdown on SIGTERM", () => {
  it("finishes the request in flight, refuses new connections, and exits 0", async () => {
    const server = startBuiltServer({ ...ENV, SHUTDOWN_GRACE_SECONDS: "20" });
    try {
      const url = await server.ready;
      expect(await connectionRefused(url)).toBe(false);
      const slow = slowPost(url, "/api/contact", CONTACT);
      // The request's head and the body's first bytes have reached the server; the rest has not.
      await slow.headRead;
      await pause(200);
      const signalledAt = Date.now();
      server.child.kill("SIGTERM");
      await expect.poll(() => connectionRefused(url), { timeout: 5000 }).toBe(true);
      // Still running, still holding the request, well before the grace runs out.
      expect(server.child.exitCode).toBeNull();
      slow.finish();
      const answer = await slow.answer.catch((error: unknown) => {
        throw new Error(`no answer (${String(error)}); the server said:\n${server.stdout()}\n${server.stderr()}`);
      });
      expect(answer.status).toBe(201);
      expect(JSON.parse(answer.body)).toMatchObject({ id: expect.any(String) });
      // The client is told not to reuse the connection: its next request goes to another instance.
      expect(answer.headers.connection).toBe("close");
      expect(await server.exited).toBe(0);
      expect(Date.now() - signalledAt).toBeLessThan(15_000);
      expect(server.stdout()).toContain('"msg":"stopped"');
      expect(server.stdout()).not.toContain("shutdown grace ran out");
    } finally {
      server.child.kill("SIGKILL");
    }
  });

  it("cuts a request that never ends once the grace runs out, and still exits 0", async () => {
    const server = startBuiltServer({ ...ENV, SHUTDOWN_GRACE_SECONDS: "2" });
    try {
      const url = await server.ready;
      const stuck = slowPost(url, "/api/contact", CONTACT);
      await stuck.headRead;
      await pause(200);
      const signalledAt = Date.now();
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
      const waited = Date.now() - signalledAt;
      expect(waited).toBeGreaterThanOrEqual(1900);
      expect(waited).toBeLessThan(10_000);
      await expect(stuck.answer).rejects.toThrow();
      expect(server.stdout()).toContain("shutdown grace ran out");
    } finally {
      server.child.kill("SIGKILL");
    }
  });
});
