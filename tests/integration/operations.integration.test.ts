import { describe, expect, it } from "vitest";
import { rawRequest } from "../helpers/raw-request";
import { useTestServer, withTestServer } from "../helpers/test-server";

const TOKEN = "metrics-token-0123456789-abcdefghij";
const SITE_URL = "https://www.quotemaple.example";
const draining = new AbortController();

const server = useTestServer({
  seed: true,
  // Pages kept for a minute, so the page cache's hits and misses show in the metrics.
  env: { METRICS_TOKEN: TOKEN, SITE_URL, PAGE_CACHE_SECONDS: "60", RATE_LIMIT_ENABLED: "false" },
  stopSignal: draining.signal,
});

const bearer: Record<string, string> = { Authorization: `Bearer ${TOKEN}` };
const none: Record<string, string> = {};

/** The value of one sample line of the exposition (`name{labels} value`), or undefined. */
function sample(text: string, line: RegExp): number | undefined {
  const match = text.split("\n").find((row) => line.test(row));
  return match === undefined ? undefined : Number(match.slice(match.lastIndexOf(" ") + 1));
}

describe("liveness, readiness and security.txt", () => {
  it("answers /livez, /readyz and /healthz while serving", async () => {
    const live = await fetch(`${server.url}/livez`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: "ok" });
    for (const path of ["/readyz", "/healthz"]) {
      const ready = await fetch(`${server.url}${path}`);
      expect(ready.status, path).toBe(200);
      expect(ready.headers.get("cache-control")).toBe("no-store");
      expect(await ready.json()).toMatchObject({ status: "ok", database: { ok: true } });
    }
  });

  it("serves security.txt as plain text with the RFC 9116 fields", async () => {
    const response = await fetch(`${server.url}/.well-known/security.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=UTF-8");
    const text = await response.text();
    expect(text).toMatch(/^Contact: mailto:security@quotemaple\.ca$/m);
    expect(text).toMatch(/^Preferred-Languages: en, fr$/m);
    expect(text).toMatch(new RegExp(`^Canonical: ${SITE_URL}/\\.well-known/security\\.txt$`, "m"));
    const expires = /^Expires: (\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ)$/m.exec(text)?.[1];
    const daysAhead = (new Date(expires!).getTime() - Date.now()) / 86_400_000;
    expect(daysAhead).toBeGreaterThan(30);
    expect(daysAhead).toBeLessThan(365);
    const variant = await rawRequest(server.url, "GET", "/.Well-Known/security.txt/");
    expect([variant.status, variant.location]).toEqual([301, "/.well-known/security.txt"]);
  });
});

describe("/metrics", () => {
  it("counts requests by route kind and status, latencies, page-cache results and queues", async () => {
    const scrape = async () => {
      const response = await fetch(`${server.url}/metrics`, { headers: bearer });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("no-store");
      return response.text();
    };
    const lines = {
      pages: /^quotemaple_http_requests_total\{kind="page",method="GET",status="200"\} /,
      apiNotFound: /^quotemaple_http_requests_total\{kind="api",method="GET",status="404"\} /,
      pageTimings: /^quotemaple_http_request_duration_seconds_count\{kind="page"\} /,
      pageTimingsAll: /^quotemaple_http_request_duration_seconds_bucket\{le="\+Inf",kind="page"\} /,
      misses: /^quotemaple_page_cache_requests_total\{result="miss"\} /,
      hits: /^quotemaple_page_cache_requests_total\{result="hit"\} /,
    };
    const before = await scrape();
    // A public page twice (rendered, then kept) and an API 404.
    for (let round = 0; round < 2; round += 1) expect((await fetch(`${server.url}/faq`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/nothing-here`)).status).toBe(404);
    const text = await scrape();
    const delta = (line: RegExp) => (sample(text, line) ?? 0) - (sample(before, line) ?? 0);
    expect(delta(lines.pages)).toBe(2);
    expect(delta(lines.apiNotFound)).toBe(1);
    expect(delta(lines.pageTimings)).toBe(2);
    expect(delta(lines.pageTimingsAll)).toBe(2);
    expect(delta(lines.misses)).toBe(1);
    expect(delta(lines.hits)).toBe(1);
    expect(sample(text, /^quotemaple_ocr_jobs\{state="running"\} /)).toBe(0);
    expect(sample(text, /^quotemaple_ocr_jobs\{state="queued"\} /)).toBe(0);
    expect(sample(text, /^quotemaple_ocr_places /)).toBeGreaterThan(0);
    expect(sample(text, /^quotemaple_outbox_pending_emails /)).toBe(0);
    expect(sample(text, /^quotemaple_outbox_oldest_pending_seconds /)).toBe(0);
    expect(sample(text, /^quotemaple_draining /)).toBe(0);
    expect(sample(text, /^quotemaple_process_resident_memory_bytes /)).toBeGreaterThan(0);
    // The labels name kinds of route, never a visitor's path.
    expect(text).not.toContain("/faq");
  });

  it("counts a contact message's e-mail in the outbox backlog", async () => {
    const sent = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Ana", email: "ana@example.com", subject: "coverage", message: "A question." }),
    });
    expect(sent.status).toBe(201);
    const text = await (await fetch(`${server.url}/metrics`, { headers: bearer })).text();
    expect(sample(text, /^quotemaple_outbox_pending_emails /)).toBe(1);
  });

  it("answers only the bearer of the token", async () => {
    for (const headers of [
      none,
      { Authorization: "Bearer wrong-token-0123456789-abcdefghijk" },
      { Authorization: `Bearer ${TOKEN}x` },
      { Authorization: `Basic ${Buffer.from(`metrics:${TOKEN}`).toString("base64")}` },
      { Authorization: TOKEN },
    ]) {
      const response = await fetch(`${server.url}/metrics`, { headers });
      expect(response.status, JSON.stringify(headers)).toBe(401);
      expect(response.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
      expect(await response.text()).not.toContain("quotemaple_");
    }
  });

  it("gives no other spelling of the path the metrics, with or without the token", async () => {
    const redirected = [
      "/METRICS",
      "/Metrics",
      "/metrics/",
      "//metrics",
      "/./metrics",
      "/x/../metrics",
      "/metrics//",
      "/api/../metrics/",
    ];
    const refused = [
      "/%6detrics",
      "/%6Detrics",
      "/%2Fmetrics",
      "/metrics%2F",
      "/metrics;x",
      "/metrics%00",
      "/%252Fmetrics",
      "/\\metrics",
      "/%EF%BD%8Detrics",
      "/metrics.data",
    ];
    for (const path of [...redirected, ...refused]) {
      for (const headers of [none, bearer]) {
        const answer = await rawRequest(server.url, "GET", path, headers);
        expect(answer.body, path).not.toContain("quotemaple_");
        if (redirected.includes(path)) expect([answer.status, answer.location], path).toEqual([301, "/metrics"]);
        else expect([400, 404], path).toContain(answer.status);
      }
    }
    // Following a redirect still meets the gate.
    expect((await fetch(`${server.url}/METRICS/`)).status).toBe(401);
    expect((await fetch(`${server.url}/METRICS/`, { headers: bearer })).status).toBe(200);
  });

  it("does not exist when no token is configured", async () => {
    await withTestServer({ seed: false }, async (plain) => {
      for (const headers of [none, bearer]) {
        const response = await fetch(`${plain.url}/metrics`, { headers });
        expect(response.status).toBe(404);
        expect(await response.text()).not.toContain("quotemaple_");
      }
    });
  });
});

describe("while the server stops", () => {
  // Last: it turns the shared server to draining.
  it("answers readiness 503 and says so in the metrics, while liveness stays 200", async () => {
    draining.abort();
    for (const path of ["/readyz", "/healthz"]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(503);
      expect(await response.json()).toMatchObject({ status: "draining", database: { ok: true } });
    }
    expect((await fetch(`${server.url}/livez`)).status).toBe(200);
    const text = await (await fetch(`${server.url}/metrics`, { headers: bearer })).text();
    expect(sample(text, /^quotemaple_draining /)).toBe(1);
  });
});
