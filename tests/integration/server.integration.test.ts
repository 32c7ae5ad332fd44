import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsEvents, companyPages } from "../../db/schema";
import { eq } from "drizzle-orm";
import { policyHashes, runnableScripts, sha256Source } from "../helpers/page-scripts";
import { startTestServer, type TestServer } from "../helpers/test-server";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_ANALYTICS_PER_MINUTE: "1000" } });
});

afterAll(async () => {
  await server.close();
});

function trackBody(overrides: Record<string, unknown> = {}) {
  return JSON.stringify({
    session_id: "test-session-0001",
    event_type: "page_view",
    event_data: { path: "/company/about-us" },
    timestamp: new Date().toISOString(),
    ...overrides,
  });
}

async function postJson(path: string, body: string, headers: Record<string, string> = {}) {
  return fetch(server.url + path, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/json", ...headers },
  });
}

describe("security headers", () => {
  it("sends a CSP that allows the page's own inline scripts by hash, and the other headers", async () => {
    const first = await fetch(`${server.url}/company/about-us`);
    const second = await fetch(`${server.url}/company/about-us`);
    const csp = first.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'strict-dynamic'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(csp).not.toMatch(/script-src[^;]*(unsafe-inline|unsafe-eval|nonce-)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    // Rendered twice (the test server keeps no pages): the same content gives the same policy.
    expect(second.headers.get("content-security-policy")).toBe(csp);
    expect(await second.text()).toBe(await first.text());
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(first.headers.get("permissions-policy")).toContain("camera=()");
    expect(first.headers.get("strict-transport-security")).toBeNull();
    expect(first.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.headers.get("x-quotemaple-script-hashes")).toBeNull();
  });

  it("hashes exactly the page's own inline scripts, on pages rendered per visitor too", async () => {
    for (const path of ["/company/about-us", "/quotes", "/admin/login", "/no-such-page"]) {
      const response = await fetch(server.url + path);
      const hashes = policyHashes(response.headers.get("content-security-policy") ?? "");
      const html = await response.text();
      const scripts = runnableScripts(html);
      expect(scripts.length, path).toBeGreaterThan(0);
      // The module code the deferred loader runs is listed too (browsers without 'strict-dynamic').
      const carried = scripts.flatMap(({ text }) => {
        const literal = /^\(function\(\)\{var h=\[[^\]]*\],c=("(?:[^"\\]|\\.)*")/.exec(text)?.[1];
        return literal ? [JSON.parse(literal) as string] : [];
      });
      const expected = new Set([...scripts.map(({ text }) => sha256Source(text)), ...carried.map(sha256Source)]);
      expect(new Set(hashes), path).toEqual(expected);
      expect(html, path).not.toContain("nonce=");
    }
  });

  it("allows no inline script on answers that are not pages", async () => {
    const response = await fetch(`${server.url}/healthz`);
    await response.text();
    expect(response.headers.get("content-security-policy")).toMatch(/script-src 'self';/);
  });

  it("adds HSTS and upgrade-insecure-requests when the site is served over https", async () => {
    const https = await startTestServer({ seed: false, env: { SITE_URL: "https://www.quotemaple.ca" } });
    try {
      const response = await fetch(`${https.url}/healthz`);
      await response.text();
      expect(response.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
      expect(response.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
    } finally {
      await https.close();
    }
  });

  it("keeps a well-formed incoming request id", async () => {
    const response = await fetch(`${server.url}/healthz`, { headers: { "X-Request-Id": "edge-abc-12345" } });
    expect(response.headers.get("x-request-id")).toBe("edge-abc-12345");
  });
});

describe("compression and caching", () => {
  it("compresses pages with brotli or gzip as the client asks", async () => {
    const brotli = await fetch(`${server.url}/company/about-us`, { headers: { "Accept-Encoding": "br, gzip" } });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(await brotli.text()).toContain("</html>");
    const gzip = await fetch(`${server.url}/company/about-us`, { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(await gzip.text()).toContain("</html>");
  });

  it("serves hashed assets precompressed with immutable caching", async () => {
    const html = await (await fetch(`${server.url}/quotes`)).text();
    // The framework file: every page that hydrates loads it (every compressible file is precompressed, and a
    // version is kept when it is smaller than the file, decision 0033).
    const asset = /\/assets\/framework-[\w-]+\.js/.exec(html)?.[0];
    expect(asset).toBeDefined();
    const response = await fetch(server.url + asset!, { headers: { "Accept-Encoding": "br" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-encoding")).toBe("br");
    const missing = await fetch(`${server.url}/assets/nope-123.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBe("no-store");
  });

  it("serves public files such as the logo with a short cache", async () => {
    const response = await fetch(`${server.url}/images/logo.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("image/svg+xml");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
  });
});

describe("health", () => {
  it("reports the database", async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.status).toBe("ok");
    expect(body.database.ok).toBe(true);
    expect(body.database.kind).toBe(process.env.DATABASE_URL ? "postgres" : "pglite");
  });
});

describe("API errors", () => {
  it("answers unknown API paths with a JSON 404", async () => {
    const response = await fetch(`${server.url}/api/nope`);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({ error: { code: "not_found", message: "No API endpoint at /api/nope." } });
  });

  it("answers a wrong method with 405 and Allow", async () => {
    const response = await fetch(`${server.url}/api/analytics/track`);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect((await response.json()).error.code).toBe("method_not_allowed");
  });

  it("answers malformed JSON with 400, never 500", async () => {
    for (const body of ["{bad", "", "[", '{"a":', "\u0000"]) {
      const response = await postJson("/api/analytics/track", body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: "bad_request", message: "The request body is not valid JSON." },
      });
    }
  });

  it("answers a body that is not JSON with 415", async () => {
    const response = await fetch(`${server.url}/api/analytics/track`, {
      method: "POST",
      body: "a=b",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(415);
    expect((await response.json()).error.code).toBe("unsupported_media_type");
  });

  it("answers a body over the limit with 413", async () => {
    const response = await postJson("/api/analytics/track", trackBody({ event_data: { big: "x".repeat(70_000) } }));
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe("payload_too_large");
  });
});

describe("analytics intake", () => {
  it("stores a valid event", async () => {
    const response = await postJson("/api/analytics/track", trackBody({ session_id: "stored-session-42" }));
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.ok).toBe(true);
    const rows = await server.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.sessionId, "stored-session-42"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ eventType: "page_view", eventData: { path: "/company/about-us" } });
  });

  it("accepts the text/plain body a beacon may send", async () => {
    const response = await fetch(`${server.url}/api/analytics/track`, {
      method: "POST",
      body: trackBody(),
      headers: { "Content-Type": "text/plain;charset=UTF-8" },
    });
    expect(response.status).toBe(201);
  });

  it("rejects unknown event types, bad timestamps, extra keys and oversize data with field details", async () => {
    const response = await postJson(
      "/api/analytics/track",
      trackBody({ event_type: "made_up", timestamp: "yesterday", extra: true, session_id: "x" }),
    );
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.code).toBe("validation_failed");
    const fields = body.error.details.map((detail: { field: string }) => detail.field);
    expect(fields).toEqual(expect.arrayContaining(["event_type", "timestamp", "session_id", "(body)"]));

    const deep = await postJson(
      "/api/analytics/track",
      trackBody({ event_data: { a: { b: { c: { d: { e: 1 } } } } } }),
    );
    expect(deep.status).toBe(400);
    const large = await postJson("/api/analytics/track", trackBody({ event_data: { text: "y".repeat(3000) } }));
    expect(large.status).toBe(400);
  });

  it("does not let __proto__ keys pollute anything", async () => {
    const response = await postJson(
      "/api/analytics/track",
      '{"session_id":"proto-session-1","event_type":"cta_click","event_data":{"__proto__":{"polluted":true}},"timestamp":"2026-11-21T10:00:00Z"}',
    );
    expect([201, 400]).toContain(response.status);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("rate limiting", () => {
  it("answers 429 with Retry-After past the limit, with counters shared by instances on one database", async () => {
    const limited = await startTestServer({ seed: false, env: { RATE_LIMIT_ANALYTICS_PER_MINUTE: "3" } });
    try {
      const { createApp } = await import("../../server/app");
      const { listen } = await import("../../server/boot");
      const { loadConfig } = await import("../../server/config");
      const pino = (await import("pino")).default;
      // A second instance over the same database, as behind a load balancer.
      const secondApp = createApp({
        config: loadConfig({ NODE_ENV: "test", RATE_LIMIT_ANALYTICS_PER_MINUTE: "3", SESSION_SECRET: "s".repeat(32) }),
        logger: pino({ level: "silent" }),
        database: limited.database,
        getServerBuild: () => Promise.reject(new Error("not needed")),
      });
      const firstApp = createApp({
        config: loadConfig({ NODE_ENV: "test", RATE_LIMIT_ANALYTICS_PER_MINUTE: "3", SESSION_SECRET: "s".repeat(32) }),
        logger: pino({ level: "silent" }),
        database: limited.database,
        getServerBuild: () => Promise.reject(new Error("not needed")),
      });
      const first = await listen(firstApp, { port: 0, host: "127.0.0.1" });
      const second = await listen(secondApp, { port: 0, host: "127.0.0.1" });
      try {
        const post = (port: number) =>
          fetch(`http://127.0.0.1:${port}/api/analytics/track`, {
            method: "POST",
            body: trackBody(),
            headers: { "Content-Type": "application/json" },
          });
        expect((await post(first.port)).status).toBe(201);
        expect((await post(second.port)).status).toBe(201);
        expect((await post(first.port)).status).toBe(201);
        const blocked = await post(second.port);
        expect(blocked.status).toBe(429);
        const retryAfter = Number(blocked.headers.get("retry-after"));
        expect(retryAfter).toBeGreaterThanOrEqual(1);
        expect(retryAfter).toBeLessThanOrEqual(60);
        expect((await blocked.json()).error.code).toBe("rate_limited");
      } finally {
        await first.close();
        await second.close();
      }
    } finally {
      await limited.close();
    }
  });
});

describe("pages", () => {
  it("renders a company page from the database", async () => {
    const response = await fetch(`${server.url}/company/how-it-works`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>");
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:3000\/company\/how-it-works"/);
    expect(html).toContain('property="og:image" content="http://localhost:3000/images/og-default.png"');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(jsonLd ?? "{}")).toMatchObject({
      "@type": "BreadcrumbList",
      itemListElement: [
        { position: 1, name: "Home", item: "http://localhost:3000/" },
        { position: 2, name: "How It Works", item: "http://localhost:3000/company/how-it-works" },
      ],
    });
    const image = await fetch(`${server.url}/images/og-default.png`);
    expect(image.headers.get("content-type")).toBe("image/png");
    await image.arrayBuffer();
  });

  it("shows Page Not Found with status 404 for a missing or unpublished company page", async () => {
    await server.database.db
      .update(companyPages)
      .set({ published: false, seedHash: null })
      .where(eq(companyPages.slug, "partners"));
    for (const slug of ["does-not-exist", "partners"]) {
      const response = await fetch(`${server.url}/company/${slug}`);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain("Page Not Found");
      expect(html).toContain("The page you&#x27;re looking for doesn&#x27;t exist.");
    }
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).not.toContain("/company/partners");
    await server.database.db.update(companyPages).set({ published: true }).where(eq(companyPages.slug, "partners"));
  });

  it("renders the legal pages and a 404 page for unknown paths", async () => {
    for (const slug of ["privacy", "terms", "disclaimer"]) {
      const response = await fetch(`${server.url}/legal/${slug}`);
      expect(response.status).toBe(200);
    }
    const missing = await fetch(`${server.url}/no/such/page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("We couldn&#x27;t find that page");
  });

  it("refuses page methods other than GET, HEAD and POST", async () => {
    const response = await fetch(`${server.url}/company/about-us`, { method: "DELETE" });
    expect(response.status).toBe(405);
  });

  it("publishes sitemap.xml and robots.txt", async () => {
    const sitemap = await fetch(`${server.url}/sitemap.xml`);
    expect(sitemap.headers.get("content-type")).toContain("application/xml");
    const xml = await sitemap.text();
    for (const path of ["/legal/privacy", "/company/about-us", "/company/why-choose-quotemaple"]) {
      expect(xml).toContain(`<loc>http://localhost:3000${path}</loc>`);
    }
    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(robots).toContain("Sitemap: http://localhost:3000/sitemap.xml");
    expect(robots).toContain("Disallow: /admin/");
  });
});

describe("rate-limit housekeeping", () => {
  it("removes counters whose window is long over", async () => {
    const { recordRateLimitHit, deleteExpiredRateLimitCounters } =
      await import("../../server/repositories/rate-limit-repository");
    await recordRateLimitHit(server.database.db, "test:old", 60);
    expect(await deleteExpiredRateLimitCounters(server.database.db, new Date(Date.now() - 3_600_000))).toBe(0);
    expect(await deleteExpiredRateLimitCounters(server.database.db, new Date(Date.now() + 3_600_000))).toBeGreaterThan(
      0,
    );
  });
});
