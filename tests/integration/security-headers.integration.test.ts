import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffUser } from "../helpers/staff-session";
import { runnableScripts, sha256Source } from "../helpers/page-scripts";
import { startTestServer, type TestServer } from "../helpers/test-server";

/**
 * The security headers on every kind of response (issue 11): pages, API answers and errors, static
 * files, redirects, the health check, robots and the sitemap, and the staff cookie's flags, over
 * http and in https mode (where HSTS and Secure cookies must appear).
 */

let plain: TestServer;
let secure: TestServer;

const STAFF = { email: "headers-admin@quotemaple.ca", role: "admin" as const, password: "headers-password-1" };

beforeAll(async () => {
  [plain, secure] = await Promise.all([
    startTestServer(),
    startTestServer({ env: { SITE_URL: "https://www.quotemaple.ca" } }),
  ]);
  await Promise.all([createStaffUser(plain.database.db, STAFF), createStaffUser(secure.database.db, STAFF)]);
}, 90_000);

afterAll(async () => {
  await Promise.all([plain?.close(), secure?.close()]);
});

type Probe = { label: string; path: string; init?: RequestInit; status: number | RegExp };

/** One request of each kind of response the server gives. */
function probes(server: TestServer): Probe[] {
  const json = { "content-type": "application/json", origin: server.url };
  return [
    { label: "HTML page", path: "/", status: 200 },
    { label: "HEAD of a page", path: "/faq", init: { method: "HEAD" }, status: 200 },
    { label: "404 page", path: "/no-such-page", status: 404 },
    { label: "permanent redirect", path: "/on", init: { redirect: "manual" }, status: 301 },
    { label: "admin page redirect", path: "/admin/blog", init: { redirect: "manual" }, status: 302 },
    { label: "login page", path: "/admin/login", status: 200 },
    { label: "health check", path: "/healthz", status: 200 },
    { label: "robots.txt", path: "/robots.txt", status: 200 },
    { label: "sitemap", path: "/sitemap.xml", status: 200 },
    { label: "static file", path: "/favicon.svg", status: 200 },
    {
      label: "API success",
      path: "/api/chat/message",
      init: { method: "POST", headers: json, body: '{"action":"init"}' },
      status: 201,
    },
    {
      label: "API validation error",
      path: "/api/contact",
      init: { method: "POST", headers: json, body: "{}" },
      status: 400,
    },
    { label: "API 401", path: "/api/admin/me", status: 401 },
    { label: "API 405", path: "/api/contact", status: 405 },
    {
      label: "API 415",
      path: "/api/contact",
      init: { method: "POST", body: "x", headers: { "content-type": "text/csv" } },
      status: 415,
    },
    {
      label: "API 413",
      path: "/api/contact",
      init: { method: "POST", headers: json, body: JSON.stringify({ message: "x".repeat(100_000) }) },
      status: 413,
    },
  ];
}

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

function expectSecurityHeaders(response: Response, label: string, https: boolean) {
  const headers = response.headers;
  const policy = headers.get("content-security-policy") ?? "";
  const csp = directives(policy);
  expect(csp.get("frame-ancestors"), label).toEqual(["'none'"]);
  expect(csp.get("object-src"), label).toEqual(["'none'"]);
  expect(csp.get("base-uri"), label).toEqual(["'none'"]);
  expect(csp.get("default-src"), label).toEqual(["'self'"]);
  const scripts = csp.get("script-src") ?? [];
  expect(scripts, label).not.toContain("'unsafe-inline'");
  expect(scripts, label).not.toContain("'unsafe-eval'");
  expect(
    scripts.some((value) => value.startsWith("'nonce-")),
    label,
  ).toBe(false);
  // A page allows its own inline scripts by hash and what they load through 'strict-dynamic'
  // (decision 0030); any other answer allows no inline script at all.
  const hashes = scripts.filter((value) => /^'sha256-[A-Za-z0-9+/=]{44}'$/.test(value));
  if (hashes.length > 0) expect(scripts, label).toEqual(["'self'", "'strict-dynamic'", ...hashes]);
  else expect(scripts, label).toEqual(["'self'"]);
  expect(headers.get("x-content-type-options"), label).toBe("nosniff");
  expect(headers.get("x-frame-options"), label).toBe("DENY");
  expect(headers.get("referrer-policy"), label).toBe("strict-origin-when-cross-origin");
  expect(headers.get("permissions-policy"), label).toMatch(/camera=\(\).*geolocation=\(\)/);
  if (https) {
    expect(headers.get("strict-transport-security"), label).toMatch(/max-age=\d{8,}; includeSubDomains/);
    expect(policy, label).toContain("upgrade-insecure-requests");
  } else {
    expect(headers.get("strict-transport-security"), label).toBeNull();
  }
  // Only the staff sign-in sets a cookie, and a visitor's first quote or chat session its privacy key
  // (decision 0027: httpOnly, SameSite=Lax, Secure under https); nothing else (no tracking cookies).
  for (const cookie of headers.getSetCookie()) {
    expect(cookie, label).toMatch(/^qm_privacy=[0-9A-Z]{20};/);
    expect(cookie, label).toMatch(/;\s*HttpOnly/i);
    expect(cookie, label).toMatch(/;\s*SameSite=Lax/i);
    if (https) expect(cookie, label).toMatch(/;\s*Secure/i);
  }
}

describe.each([
  ["http", () => plain, false],
  ["https mode", () => secure, true],
])("security headers over %s", (_mode, server, https) => {
  it("are on every kind of response", async () => {
    for (const probe of probes(server())) {
      const response = await fetch(`${server().url}${probe.path}`, probe.init);
      const label = `${probe.label} (${probe.path})`;
      expect(response.status, label).toEqual(probe.status);
      expectSecurityHeaders(response, label, https);
      await response.arrayBuffer();
    }
  });

  it("allow every inline script on a page by its hash, and inline none other", async () => {
    const response = await fetch(`${server().url}/`);
    const html = await response.text();
    const policy = response.headers.get("content-security-policy") ?? "";
    // Data blocks (JSON-LD, the page script's config) are never run and need no hash; every other script does.
    const scripts = runnableScripts(html);
    expect(scripts.length).toBeGreaterThan(0);
    for (const { attributes, text } of scripts) {
      expect(attributes).not.toContain("src=");
      expect(policy).toContain(sha256Source(text));
    }
    expect(html).not.toContain("nonce=");
    expect(html).not.toMatch(/\son[a-z]+=["']/i);
  });

  it("set the staff cookie HttpOnly, SameSite=Lax, Path=/, and Secure only under https", async () => {
    const response = await fetch(`${server().url}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server().url },
      body: JSON.stringify({ email: STAFF.email, password: STAFF.password }),
    });
    expect(response.status).toBe(200);
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^qm_staff=[A-Za-z0-9_-]{40,};/);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).toMatch(/;\s*Path=\//i);
    if (https) expect(cookie).toMatch(/;\s*Secure/i);
    else expect(cookie).not.toMatch(/;\s*Secure/i);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});
