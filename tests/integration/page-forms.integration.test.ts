import { request } from "node:http";
import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactMessages, emailOutbox } from "../../db/schema";
import { type TestServer, useTestServer, withTestServer } from "../helpers/test-server";

/**
 * Issue 18, parts 2 and 3: the pages' own form posts (what a browser without JavaScript sends) go
 * through the same service, limit and body rules as the JSON API. Real HTTP against a started server.
 */

const CONTACT = { name: "Ann Lee", email: "ann@example.com", subject: "general", message: "Hello from the form" };
const PAGE_FORMS = ["/contact", "/privacy-request", "/privacy-request/confirm"];

const server = useTestServer({ seed: false, env: { RATE_LIMIT_CONTACT_PER_HOUR: "3" } });

async function storedCounts(target: TestServer) {
  const [messages] = await target.database.db.select({ value: count() }).from(contactMessages);
  const [mails] = await target.database.db.select({ value: count() }).from(emailOutbox);
  return { messages: messages!.value, mails: mails!.value };
}

const postPage = (base: string, values: Record<string, string>) =>
  fetch(`${base}/contact`, { method: "POST", body: new URLSearchParams(values), redirect: "manual" });

const postApi = (base: string, values: Record<string, string>) =>
  fetch(`${base}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(values),
  });

describe("the contact form's two ways in share one service and one limit", () => {
  it("refuses the page's own post once the API has used the client's limit, and keeps what was typed", async () => {
    const before = await storedCounts(server);
    for (let index = 0; index < 3; index += 1) expect((await postApi(server.url, CONTACT)).status).toBe(201);
    expect((await postApi(server.url, CONTACT)).status).toBe(429);
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, index) => postPage(server.url, { ...CONTACT, message: `Burst ${index}` })),
    );
    for (const answer of burst) {
      expect(answer.status).toBe(429);
      expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    const page = await postPage(server.url, { ...CONTACT, message: "Kept after the limit" });
    const html = await page.text();
    expect(html).toContain("You have sent several messages in a short time");
    expect(html).toContain("Kept after the limit");
    const after = await storedCounts(server);
    expect(after.messages - before.messages).toBe(3);
    expect(after.mails - before.mails).toBe(3);
  });

  it("counts the page's posts in the bucket the API then finds full", () =>
    withTestServer({ seed: false, env: { RATE_LIMIT_CONTACT_PER_HOUR: "2" } }, async (fresh) => {
      expect((await postPage(fresh.url, CONTACT)).status).toBe(200);
      expect((await postPage(fresh.url, CONTACT)).status).toBe(200);
      const api = await postApi(fresh.url, CONTACT);
      expect(api.status).toBe(429);
      expect(((await api.json()) as { error: { code: string } }).error.code).toBe("rate_limited");
      expect((await storedCounts(fresh)).messages).toBe(2);
    }));

  it("validates and drops the honeypot in the page's path exactly as in the API's", () =>
    withTestServer({ seed: false }, async (fresh) => {
      const invalid = await postPage(fresh.url, { ...CONTACT, email: "not-an-address" });
      expect(invalid.status).toBe(400);
      const html = await invalid.text();
      expect(html).toContain("Please enter a valid e-mail address");
      expect(html).toContain("Hello from the form");
      const honeypot = await postPage(fresh.url, { ...CONTACT, website: "https://spam.example" });
      expect(honeypot.status).toBe(200);
      const apiHoneypot = await postApi(fresh.url, { ...CONTACT, website: "https://spam.example" });
      expect(apiHoneypot.status).toBe(201);
      expect((await storedCounts(fresh)).messages).toBe(0);
    }));

  it("takes the form as multipart too, as a browser may send it", () =>
    withTestServer({ seed: false }, async (fresh) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(CONTACT)) form.set(key, value);
      const answer = await fetch(`${fresh.url}/contact`, { method: "POST", body: form });
      expect(answer.status).toBe(200);
      expect((await storedCounts(fresh)).messages).toBe(1);
    }));
});

/** Sends `bytes` of body to a page; chunked unless `declareLength`. Resolves with the status. */
function sendLargeBody(
  base: string,
  path: string,
  bytes: number,
  options: { declareLength?: boolean } = {},
): Promise<number> {
  const url = new URL(base);
  const chunk = Buffer.alloc(64 * 1024, "a");
  return new Promise((resolve, reject) => {
    let answered = false;
    const outgoing = request(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          ...(options.declareLength ? { "content-length": String(bytes) } : {}),
        },
      },
      (response) => {
        answered = true;
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    // The server answers and closes while we are still sending: that is the point, not a failure.
    outgoing.on("error", (error) => (answered ? undefined : reject(error)));
    let sent = 0;
    const pump = () => {
      while (sent < bytes && !answered && !outgoing.destroyed) {
        sent += chunk.length;
        if (!outgoing.write(chunk)) return void outgoing.once("drain", pump);
      }
      if (!outgoing.destroyed) outgoing.end();
    };
    pump();
  });
}

describe("page forms read only forms of a bounded size", () => {
  it.each(PAGE_FORMS)("%s answers 415 to every body that is not a form, never 500", async (path) => {
    const bodies: [string | undefined, string][] = [
      ["application/json", '{"name":"x"}'],
      ["text/plain", "name=x"],
      ["application/xml", "<contact><name>x</name></contact>"],
      ["text/html", "<p>x</p>"],
      ["application/octet-stream", "\u0000\u0001"],
      [undefined, "name=x"],
    ];
    for (const [type, body] of bodies) {
      const answer = await fetch(`${server.url}${path}`, {
        method: "POST",
        headers: type ? { "content-type": type } : {},
        body: type ? body : new Blob([body]),
      });
      expect(answer.status, `${path} as ${type}`).toBe(415);
      expect(await answer.text()).toContain("This form could not be read");
    }
    for (const type of ["multipart/form-data", "multipart/form-data; charset=utf-8"]) {
      const answer = await fetch(`${server.url}${path}`, {
        method: "POST",
        headers: { "content-type": type },
        body: "x",
      });
      expect(answer.status, `${path} as ${type}`).toBe(400);
    }
    const broken = await fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=abc" },
      body: '--abc\r\nContent-Disposition: form-data; name="kind"\r\n\r\nacc',
    });
    expect(broken.status, `${path} cut-off multipart`).toBe(400);
  });

  it.each(PAGE_FORMS)("%s answers 413 to a body over the limit, declared or streamed", async (path) => {
    expect(await sendLargeBody(server.url, path, 600 * 1024 * 1024, { declareLength: true })).toBe(413);
    expect(await sendLargeBody(server.url, path, 20 * 1024 * 1024)).toBe(413);
    const page = await fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `message=${"a".repeat(70 * 1024)}`,
    });
    expect(page.status).toBe(413);
    expect(await page.text()).toContain("That was too much to send");
  });

  it("keeps memory bounded through a flood of oversized bodies", async () => {
    const idle = process.memoryUsage().rss;
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    try {
      const statuses = await Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          sendLargeBody(server.url, PAGE_FORMS[index % PAGE_FORMS.length]!, 100 * 1024 * 1024),
        ),
      );
      expect(statuses.every((status) => status === 413)).toBe(true);
    } finally {
      clearInterval(sampler);
    }
    expect((peak - idle) / 1024 / 1024).toBeLessThan(500);
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    expect((process.memoryUsage().rss - idle) / 1024 / 1024).toBeLessThan(150);
  }, 60_000);
});
